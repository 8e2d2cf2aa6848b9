/**
 * The full text of each blog post, keyed by slug. Only the post page
 * imports this file, so the blog list (and the server) never load it.
 * A body is a list of blocks the page renders in order: paragraphs,
 * section headings, lists and example prompts shown as code.
 */

export type BlogBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'prompt'; label: string; text: string };

const p = (text: string): BlogBlock => ({ kind: 'paragraph', text });
const h = (text: string): BlogBlock => ({ kind: 'heading', text });
const list = (...items: string[]): BlogBlock => ({ kind: 'list', items });
const example = (label: string, text: string): BlogBlock => ({ kind: 'prompt', label, text });

const VARIABLES: BlogBlock[] = [
  p(
    'Most good prompts start life as a lucky one. You type something into a chat box, the answer is exactly right, and a week later you cannot remember what you wrote. Worse, when a colleague asks for it, you send a paragraph full of details that only made sense for your task: your product name, your audience, your deadline.',
  ),
  p(
    'Variables fix both problems. A variable is a named gap in the prompt, written in curly braces, that the person running it fills in. Prompt Hub spots them in any prompt you submit and turns each into a field in the playground, so the next person never has to hunt through your text for the parts to change.',
  ),
  h('Find the parts that change'),
  p(
    'Read your prompt and underline every word you would swap if you ran it tomorrow for a different job. Those are your candidates. Typical ones are the subject (a product, a topic, a piece of code), the audience, the tone, the length and the output format.',
  ),
  example(
    'Before: a prompt that only works once',
    'Write a friendly launch email for our new budgeting app Penny to freelance designers. Keep it under 150 words.',
  ),
  example(
    'After: the same prompt with variables',
    'Write a {{tone}} launch email for {{product}} aimed at {{audience}}.\nKeep it under {{word_limit}} words and end with one clear call to action.',
  ),
  p(
    'Notice what stayed fixed: the task (a launch email) and the quality bar (one clear call to action). Those are the prompt’s opinion, the reason it is worth sharing. Turn everything into a variable and you are left with an empty form that teaches nobody anything.',
  ),
  h('Name variables for the person filling them in'),
  list(
    'Use plain words: {{audience}} beats {{tgt_seg}}. The field label in the playground is the variable name.',
    'Say the unit when there is one: {{word_limit}} rather than {{length}}.',
    'Prefer one idea per variable. {{product_and_audience}} forces people to guess the format you expect.',
    'Keep names in the same style across your prompts (snake_case is easy to read), so people who use several of yours feel at home.',
  ),
  h('Give every variable a sensible default'),
  p(
    'When you submit a prompt you can set a default value for each variable. A good default is a realistic example, not a placeholder: "freelance designers who bill by the hour" shows the level of detail you mean far better than "your audience". People can run the prompt once with the defaults, see what it does, then change one field at a time.',
  ),
  h('Test the edges before you share'),
  p(
    'Run your prompt in the playground with a very short value and a very long one for each variable. If a one-word audience makes the output generic, say in the prompt what to do with thin input ("if the audience is vague, ask one clarifying question first"). If a long value pushes the model off task, move that variable to the end of the prompt, after the instructions, where it is read as material rather than as orders.',
  ),
  p(
    'A prompt with three well-chosen, well-named variables and honest defaults is something other people can trust without reading twice. That is what turns a lucky prompt into a tool.',
  ),
];

const FIVE_HABITS: BlogBlock[] = [
  p(
    'We read hundreds of submitted prompts every month while reviewing them for the library. The ones that get used again and again are rarely clever. They share five plain habits, and none of them depends on which model you use.',
  ),
  h('1. Say who the answer is for'),
  p(
    'A model writes for an average reader unless you tell it otherwise. "Explain database indexes" gets a textbook paragraph; "explain database indexes to a product manager who needs to decide whether a slow page is worth a sprint" gets an answer someone can act on. Naming the reader settles vocabulary, depth and length in one sentence.',
  ),
  h('2. Show one example of what good looks like'),
  p(
    'One short example of the output you want is worth a paragraph of adjectives. If you want product descriptions in a particular voice, paste one you like and say "match this style, not its content". One example is usually enough; three identical-looking examples can make the model copy their structure too closely.',
  ),
  h('3. Name the format'),
  p(
    'Tables, bullet points, JSON, a subject line plus a body: say which, and say it near the end of the prompt, where it is the last thing the model reads before it answers. If another program will read the output, give the exact field names and ask for nothing else around them.',
  ),
  example(
    'A format instruction that leaves no room for guessing',
    'Return a JSON object with exactly these keys: "headline" (under 60 characters), "summary" (two sentences) and "tags" (an array of up to five lower-case words). Return only the JSON.',
  ),
  h('4. Give the model a way to say "I don’t know"'),
  p(
    'Models are eager to help, and without permission to decline they will fill gaps with plausible inventions. Add a line such as "If the text does not say, answer: not stated". It costs a few words and removes a whole class of confident mistakes, especially in prompts that extract facts from documents.',
  ),
  h('5. Ask for one thing at a time'),
  p(
    'A prompt that asks for research, an outline, a draft and a critique in one go tends to do each of them a little worse. Split the work. Prompt Hub’s chained prompts let you run the steps in order and pass each output to the next, and you can inspect every intermediate result when something goes wrong.',
  ),
  h('A quick checklist before you submit'),
  list(
    'Could a stranger tell who the output is for?',
    'Is there one example, or a clear description of the style?',
    'Does the last paragraph say what shape the answer takes?',
    'Is the model allowed to say it does not know?',
    'Is the prompt doing one job?',
  ),
  p(
    'Five yeses and your prompt will probably work the first time for most people who try it, which is the best compliment a shared prompt can get.',
  ),
];

const SYSTEM_PROMPTS: BlogBlock[] = [
  p(
    'Most chat models accept two kinds of instructions: a system prompt, set once before the conversation, and the user prompt, the message you send. The split looks like a technicality, but putting each instruction in the right place makes prompts more reliable and far easier to reuse.',
  ),
  h('What the system prompt is for'),
  p(
    'Think of the system prompt as the job description and the user prompt as today’s task. The job description says who the assistant is, what it must always or never do, and how its answers should look. It rarely changes. Today’s task changes every time.',
  ),
  list(
    'Role and expertise: "You are an editor for a technical documentation team."',
    'Standing rules: "Never invent product features. Use British spelling."',
    'Output conventions: "Answer in Markdown with a one-line summary first."',
    'How to handle trouble: "If the request is outside documentation, say so briefly."',
  ),
  h('What belongs in the user prompt'),
  p(
    'The material and the request: the text to edit, the question to answer, the variables to fill. Keeping them out of the system prompt means one system prompt can serve many tasks, and a person reading your shared prompt can see at a glance which part they are meant to change.',
  ),
  example(
    'A system prompt you can adapt',
    'You are a careful technical editor. Your readers are developers skimming on a phone.\nRules:\n- Keep every fact from the original; never add new claims.\n- Prefer short sentences and active verbs.\n- Keep code blocks unchanged.\nAnswer with the edited text only, then a list of at most three changes you are unsure about.',
  ),
  example(
    'The user prompt that goes with it',
    'Edit this release note for clarity:\n{{release_note}}',
  ),
  h('Differences between models'),
  p(
    'ChatGPT, Claude and Gemini all honour system prompts, but they weigh them a little differently, and each model’s behaviour changes between versions. The practical advice is the same for all of them: keep the system prompt short, state rules as rules rather than hints, and test the pair in the playground on every model you plan to recommend in your prompt’s description.',
  ),
  h('Common mistakes'),
  list(
    'Putting the task in the system prompt, so the prompt cannot be reused for a different input.',
    'Contradictions between the two parts ("be concise" above, "explain in detail" below). The model will pick one, and not always the one you meant.',
    'Long lists of "do not" rules. Say what to do instead; a model follows a positive instruction more reliably.',
  ),
  p(
    'When you submit a prompt on Prompt Hub, the system prompt has its own field. Fill it in whenever your prompt relies on a role or standing rules: people running it get the same behaviour you tested, and reviewers can see your intent.',
  ),
];

const CHAINING: BlogBlock[] = [
  p(
    'Some jobs are too big for one prompt. Ask a model to research a topic, outline an article, write it and check it in a single message, and every stage gets a fraction of its attention. A chain breaks that job into steps, each a small prompt with one purpose.',
  ),
  h('Independent or dependent steps'),
  p(
    'Prompt Hub runs chained prompts in one of two ways. In an independent chain, every step receives the same starting inputs: useful when you want several views of one thing, such as a summary, a list of risks and a tweet about the same report. In a dependent chain, each step receives the previous step’s output: useful when the work is a pipeline, such as outline, then draft, then edit.',
  ),
  h('Design each step as if it stood alone'),
  p(
    'A step in a chain is still a prompt. Give it a title that says what it produces, its own system prompt if it needs a role, and a clear statement of its input. In a dependent chain, say what the incoming text is ("Below is an outline produced by the previous step") so the model does not mistake it for instructions.',
  ),
  example(
    'Step 1: outline',
    'Create an outline for a blog post about {{topic}} for {{audience}}. Use five headings, each with two bullet points. Return only the outline.',
  ),
  example(
    'Step 2: draft (receives the outline)',
    'Below is an outline written by a colleague. Write the post it describes in a warm, practical voice, about 800 words. Keep the headings.\n\nOutline:\n{{previous_output}}',
  ),
  example(
    'Step 3: edit (receives the draft)',
    'Edit the draft below. Cut repetition, shorten sentences over 25 words and flag any claim that needs a source with [check]. Return the edited post only.',
  ),
  h('Debugging a chain'),
  list(
    'Run each step on its own first, with a hand-written input, until it behaves.',
    'Read the intermediate outputs in the playground, not just the final one: most failures start one step earlier than they show.',
    'Keep outputs plain. Decorations such as "Sure! Here is your outline:" confuse the next step; ask for the result only.',
    'If a late step keeps drifting, repeat the key constraint (audience, length) in that step rather than trusting it to survive from step one.',
  ),
  h('When not to chain'),
  p(
    'Chains cost more runs and more waiting. If a single prompt with a clear format gives a good answer nine times out of ten, keep it single. Reach for a chain when you notice that you always fix the same part by hand, because that part deserves its own step.',
  ),
];

const IMAGE_PROMPTS: BlogBlock[] = [
  p(
    'Image models reward specific, visual language. Where a text prompt can lean on reasoning, an image prompt has to describe what a camera or a brush would capture. We use a four-part checklist when reviewing image prompts: subject, style, light and lens.',
  ),
  h('Subject: what is in the picture'),
  p(
    'Start with the main subject and what it is doing, then the setting. "A fox" is a start; "a red fox curled asleep on a stack of old encyclopedias in a dusty attic" gives the model a scene. Put the most important element first, since many models weigh early words more heavily.',
  ),
  h('Style: how it is made'),
  p(
    'Name a medium and a mood rather than the name of a living artist: "gouache illustration with visible brush strokes, muted autumn palette" describes the look you want and respects the people whose work the models learned from. Our review guidelines ask for exactly this.',
  ),
  h('Light: the fastest way to change a mood'),
  p(
    'The same scene at golden hour, under a single desk lamp or in flat overcast light tells three different stories. One phrase about light often does more for an image than five adjectives about the subject.',
  ),
  h('Lens: where the viewer stands'),
  p(
    'Close-up or wide shot, eye level or from above, shallow depth of field or everything sharp. Even for illustrations, describing the framing helps the model compose the picture.',
  ),
  example(
    'All four parts together',
    '{{subject}} in {{setting}}, {{style}}, lit by {{lighting}}, {{framing}}, high detail',
  ),
  example(
    'Filled in',
    'a red fox curled asleep on a stack of old encyclopedias in a dusty attic, gouache illustration with visible brush strokes, lit by a single beam of afternoon sun through a small window, close-up at eye level with a soft background',
  ),
  h('Model by model'),
  list(
    'Midjourney responds well to short, comma-separated phrases and has its own parameters for aspect ratio and stylization.',
    'DALL-E follows full sentences closely, so describe relationships between things ("the cup is to the left of the laptop").',
    'Stable Diffusion benefits from a negative prompt listing what to avoid, such as blur, extra fingers or text.',
  ),
  p(
    'When you share an image prompt on Prompt Hub, attach one or two results and mark the parts people are likely to change as variables. The playground shows image prompts with the image models, so visitors can try yours straight away.',
  ),
];

const MULTIMODAL: BlogBlock[] = [
  p(
    'For a long time a prompt meant text in, text out. Multimodal models such as GPT-4 Vision and Gemini Pro Vision read images as well, and that quietly changes the craft: the prompt becomes a pairing of words and pictures, and the words have a different job.',
  ),
  h('Words that point, not describe'),
  p(
    'When the model can see a screenshot, you no longer need to describe it. Your words should point at what matters: "Look at the error banner at the top right" or "Compare the two bars labelled 2024". Prompts that describe the image at length can even hurt, because the model tries to reconcile your description with what it sees.',
  ),
  h('New kinds of shareable prompts'),
  list(
    'Review a user interface screenshot against a short accessibility checklist.',
    'Turn a photo of a whiteboard into tidy meeting notes with owners and dates.',
    'Read a chart and write the one-sentence takeaway a busy reader needs.',
    'Check a product photo against a listing’s description and flag differences.',
  ),
  example(
    'A multimodal prompt with one variable',
    'The attached image is a screenshot of {{screen_name}}. List up to five accessibility problems you can see (contrast, text size, missing labels, unclear focus). For each, say where it is on the screen and suggest one fix. If the image is too small to judge, say so.',
  ),
  h('What stays the same'),
  p(
    'Everything in good text prompting still applies: say who the answer is for, name the format, and let the model admit uncertainty. Images add one more rule: say what to do when the picture is unclear, cropped or the wrong kind of image, because people will upload all three.',
  ),
  h('What it means for Prompt Hub'),
  p(
    'The playground already offers the multimodal models next to both text and image models, and you can attach a reference image when you run a prompt. We expect the most useful prompts of the next year to be short instructions paired with a picture, and we are keen to see what the community writes.',
  ),
];

const SUPPORT_TEAM: BlogBlock[] = [
  p(
    'This is an illustration, not a customer story: Cadence Cycles is an invented bike-parts shop, and the figures below are examples of what to measure rather than results anyone reported. We wrote it because "how would a team actually adopt shared prompts?" is one of the questions we hear most.',
  ),
  h('The starting point'),
  p(
    'Cadence’s four-person support team answers questions about orders, returns and compatibility ("will this chainring fit my crank?"). Everyone had a private document of snippets they pasted into a chat model, each slightly different, and new starters had none. Answers varied in tone, and mistakes about the returns policy crept in.',
  ),
  h('Step one: collect before you write'),
  p(
    'The team spent an afternoon gathering every snippet they actually used and sorting them by the question they answered. Three groups covered most of the week: order status, returns and part compatibility. Those became the first three shared prompts; everything else stayed personal for now.',
  ),
  h('Step two: one prompt per job, with variables'),
  example(
    'The returns prompt',
    'You help customers of a bike-parts shop with returns. Policy: unused parts can be returned within {{return_days}} days with proof of purchase; the shop pays return shipping only for faulty parts.\nCustomer message:\n{{customer_message}}\nWrite a reply in a friendly, plain tone, under 120 words. If the message does not say whether the part was used, ask. Never promise a refund amount.',
  ),
  p(
    'Putting the policy inside the prompt, with the return window as a variable, meant a policy change was one edit in one place instead of four people updating their notes.',
  ),
  h('Step three: review like code'),
  p(
    'Changes to the shared prompts went through one reviewer, who ran the prompt in the playground against five saved customer messages, including two awkward ones. If any reply got worse, the change waited.',
  ),
  h('What to measure'),
  list(
    'Time from opening a ticket to sending the first reply.',
    'How often an agent rewrites most of the draft before sending it.',
    'Replies that needed a correction afterwards, especially about policy.',
    'Which prompts people actually use, and which they quietly avoid.',
  ),
  p(
    'A team like Cadence’s might find that drafting time falls while rewrites stay high for compatibility questions, which is a signal that prompt needs real product data rather than better wording. The point of measuring is to learn which prompts deserve more work.',
  ),
  h('Try it with your team'),
  p(
    'Start with the three questions you answer most, write one prompt for each with the parts that vary as variables, and keep a handful of real (anonymised) messages to test every change against. Prompt Hub’s library, playground and review flow are built for exactly that loop.',
  ),
];

export const BLOG_POST_BODIES: Readonly<Record<string, readonly BlogBlock[]>> = {
  'variables-make-prompts-reusable': VARIABLES,
  'five-habits-of-prompts-that-work': FIVE_HABITS,
  'system-prompts-explained': SYSTEM_PROMPTS,
  'chaining-prompts-step-by-step': CHAINING,
  'image-prompts-subject-style-light': IMAGE_PROMPTS,
  'multimodal-prompts-are-changing': MULTIMODAL,
  'support-team-prompt-library': SUPPORT_TEAM,
};
