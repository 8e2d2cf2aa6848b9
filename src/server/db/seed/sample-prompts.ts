/**
 * Hand-written sample prompts the seed loads on an empty database. Creator
 * indexes point into SAMPLE_CREATORS; attachments are rendered by the seed.
 */
import type { SamplePrompt } from './sample-types.ts';

export const SAMPLE_PROMPTS: SamplePrompt[] = [
  // ---------------------------------------------------------------- Social Media
  {
    title: 'Seven-Day Launch Week Instagram Calendar',
    description:
      'Plan a seven-day Instagram calendar for the launch of {product_name} on {launch_date}. ' +
      'For each day, give the format (reel, carousel, single image or story), the opening ' +
      'hook, the full caption, three to five hashtags and one call to action. ' +
      'Build toward launch day, then spend the last two days on social proof and on ' +
      'answering the objections {audience} are most likely to have. ' +
      'Follow the attached brand voice sheet and finish with a table I can paste into a planner.',
    systemprompt:
      'You are a social media strategist who plans launch campaigns for small consumer ' +
      'brands. Write captions that sound like a person, not a press release. Never invent ' +
      'discounts, prices or testimonials; leave a placeholder in square brackets instead. ' +
      'Output one section per day, then a Markdown table with the columns Day, Format, ' +
      'Hook and CTA.',
    tools: 'A planner or spreadsheet to paste the final table into',
    categories: ['Social Media', 'Marketing', 'Content Creation'],
    model: 'ChatGPT',
    variables: [
      { name: 'product_name', defaultValue: 'Lumen Desk Lamp' },
      { name: 'launch_date', defaultValue: 'March 14' },
      { name: 'audience', defaultValue: 'remote workers with small home offices' },
    ],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'text',
        fileName: 'brand-voice-sheet.md',
        content: `# Brand voice: Lumen

- Warm, plain-spoken, a little dry. Never hype.
- Short sentences. One idea per line on Instagram.
- Say "you" more often than "we".
- Words we like: calm, focus, evening, honest light.
- Words we avoid: revolutionary, game-changer, hack, insane.
- Emoji: at most one per caption, never in the hook.
`,
      },
    ],
    creator: 0,
    ageDays: 3,
    usageCount: 1840,
    upvotes: 212,
  },
  {
    title: 'Turn a Long Article Into an X Thread',
    description:
      'Turn the article below into a thread of {{thread_length}} posts for X. ' +
      'The first post must stand on its own and make a specific promise; every later post ' +
      'carries exactly one idea and stays under 270 characters. ' +
      'Keep the numbers and names from the article accurate, and end with a post that ' +
      'points readers to the original. ' +
      'Article: {{article_text}}',
    systemprompt:
      "You condense long-form writing into threads without distorting it. Preserve the author's " +
      'claims and caveats, and do not add statistics that are not in the source. Number each ' +
      'post as 1/, 2/ and so on. After the thread, list any claim you softened or removed ' +
      'and say why.',
    categories: ['Social Media', 'Writing', 'Summarization'],
    model: 'Claude',
    variables: [
      { name: 'thread_length', defaultValue: '8' },
      { name: 'article_text', defaultValue: 'Paste the full article text here.' },
    ],
    isImagePrompt: false,
    creator: 2,
    ageDays: 12,
    usageCount: 3120,
    upvotes: 401,
  },
  {
    title: 'LinkedIn Post From a Hard Lesson',
    description:
      'Write a LinkedIn post about a lesson I learned the hard way as a {role}: {lesson}. ' +
      'Open with the moment things went wrong, not with a statement of the lesson. ' +
      'Explain what I changed afterwards and the result, which was that {outcome}. ' +
      'Keep it under 220 words, avoid one-sentence-per-line formatting and end with a ' +
      'question that invites people to share their own version.',
    systemprompt:
      'You ghostwrite LinkedIn posts for professionals who dislike self-promotion. Sound ' +
      'candid and specific. No hashtags unless asked, no emojis, and no phrases such as ' +
      '"I am humbled" or "Agree?". Return the post, then two alternative opening lines.',
    categories: ['Social Media', 'Career', 'Personal Development'],
    model: 'ChatGPT',
    variables: [
      { name: 'role', defaultValue: 'engineering manager' },
      { name: 'lesson', defaultValue: 'shipping on a Friday without a rollback plan' },
      {
        name: 'outcome',
        defaultValue:
          'we now release on Tuesdays with a written rollback step and have not had a ' +
          'weekend incident since',
      },
    ],
    isImagePrompt: false,
    creator: 4,
    ageDays: 25,
    usageCount: 5400,
    upvotes: 690,
  },
  {
    title: 'Twelve Hook Variations for One Short Video',
    description:
      'Write twelve opening hooks for a short vertical video about {video_topic}, aimed at ' +
      '{audience}. Each hook must work in the first two seconds, both spoken aloud and as ' +
      'on-screen text. Group them by technique: a surprising claim, a mistake the viewer is ' +
      'probably making, a before-and-after, and a direct question. ' +
      'Mark the three you would test first and explain why.',
    categories: ['Social Media', 'Video', 'Copywriting'],
    model: 'Gemini',
    variables: [
      { name: 'video_topic', defaultValue: 'batch cooking lunches for the week' },
      { name: 'audience', defaultValue: 'busy nurses on rotating shifts' },
    ],
    isImagePrompt: false,
    creator: 3,
    ageDays: 5,
    usageCount: 760,
    upvotes: 64,
  },
  {
    title: 'Comment Reply Macros for Brand Accounts',
    description:
      'Draft reply templates for the public comment sections of {{brand_name}}. ' +
      'Cover each complaint type in the attached CSV, plus praise, spam and a question we ' +
      'cannot answer in public. For each situation, give a public reply under 40 words and, ' +
      'where needed, a follow-up direct message. Replies should defuse, never argue, and move ' +
      'anything involving order numbers or personal details into private messages. ' +
      'Our tone: {{tone}}.',
    systemprompt:
      'You are a community manager. Write replies a human would post under their first name. ' +
      'Do not promise refunds, timelines or outcomes the brand has not confirmed. Format: a ' +
      'heading per situation, then "Public reply" and "Private follow-up".',
    categories: ['Social Media', 'Customer Support', 'Copywriting'],
    model: 'Llama',
    variables: [
      { name: 'brand_name', defaultValue: 'Fernweh Outdoor Gear' },
      {
        name: 'tone',
        defaultValue: 'friendly, brief, lightly humorous but never sarcastic',
      },
    ],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'text',
        fileName: 'sample-comments.csv',
        content: `comment_type,example,frequency
late_delivery,"Ordered three weeks ago and still nothing. Great service.",high
sizing,"Runs two sizes small, had to send it back",medium
price,"Why is this 40% more than last year?",medium
quality,"Zip broke on the second hike",low
stock,"When is the green one back?",high
`,
      },
    ],
    creator: 1,
    ageDays: 48,
    usageCount: 420,
    upvotes: 38,
  },
  {
    title: 'Save-Worthy Carousel Slide Script',
    description:
      'Write the slide-by-slide script for a {slide_count}-slide educational carousel on ' +
      '{topic}. Slide one is a cover with a bold promise of eight words or fewer, and the last ' +
      'slide sums up and asks readers to save the post. Give each middle slide a headline, at ' +
      'most 30 words of body text and a note on the visual. Teach one thing well instead of ' +
      'listing everything.',
    systemprompt:
      'You design educational carousels that people save and share. Favour concrete examples ' +
      'over general advice. Output a numbered list of slides with Headline, Body and Visual ' +
      'fields.',
    categories: ['Social Media', 'Education', 'Design'],
    model: 'Other',
    variables: [
      { name: 'slide_count', defaultValue: '8' },
      { name: 'topic', defaultValue: 'reading a nutrition label in under a minute' },
    ],
    isImagePrompt: false,
    creator: 6,
    ageDays: 9,
    usageCount: 1210,
    upvotes: 150,
  },
  {
    title: 'Quarterly Social Media Audit in Three Passes',
    description:
      'Audit last quarter of {{platform}} performance for {{account_name}} using the attached ' +
      'post export. The chain first finds patterns in the numbers, then explains them, then ' +
      'turns them into a plan for the next quarter.',
    systemprompt:
      'You are a social media analyst. Base every claim on the data provided and quote the ' +
      'numbers you used. When the sample is too small to support a conclusion, say so.',
    tools: 'Post-level CSV export from the platform analytics; a spreadsheet for pivot tables',
    categories: ['Social Media', 'Data Analysis', 'Marketing', 'Spreadsheets'],
    model: 'Claude',
    variables: [
      { name: 'platform', defaultValue: 'Instagram' },
      { name: 'account_name', defaultValue: 'Hollow Oak Bakery' },
    ],
    isImagePrompt: false,
    chain: {
      executionType: 'dependent',
      steps: [
        {
          title: 'Find the patterns',
          description:
            'From the attached CSV, rank posts by saves per 1,000 reach and by comments per ' +
            '1,000 reach. Break the results down by format and by weekday, and list the five ' +
            'best and five worst posts with one line each on what they have in common.',
          tools: 'A spreadsheet with pivot tables',
          variables: [],
        },
        {
          title: 'Explain what worked',
          description:
            'Using the rankings from the previous step, propose three hypotheses about why the ' +
            'top posts outperformed, each backed by at least two posts. Flag anything that ' +
            'could be explained by timing or paid promotion rather than by the content itself.',
          variables: [],
        },
        {
          title: 'Plan the next quarter',
          description:
            'Based on the hypotheses above, write a 12-week plan for {{account_name}} with a ' +
            'weekly mix of formats, two experiments to run, and the single metric that will ' +
            'tell us whether each experiment worked.',
          variables: [{ name: 'account_name', defaultValue: 'Hollow Oak Bakery' }],
        },
      ],
    },
    attachments: [
      {
        kind: 'text',
        fileName: 'post-metrics.csv',
        content: `date,format,reach,likes,comments,saves,shares
2024-07-02,reel,8420,512,38,96,41
2024-07-05,carousel,3110,240,22,131,18
2024-07-09,single_image,1980,143,9,12,4
2024-07-12,reel,12650,880,61,74,102
2024-07-16,carousel,2870,198,31,118,11
2024-07-19,single_image,2240,171,14,9,6
2024-07-23,reel,5030,301,17,40,23
2024-07-26,carousel,3560,262,40,152,20
`,
      },
    ],
    creator: 0,
    ageDays: 140,
    usageCount: 980,
    upvotes: 120,
  },

  // ------------------------------------------------------------------------- Art
  {
    title: 'Neon Rain Street Portrait',
    description:
      'cinematic street portrait of {subject} standing under a shop awning in {city} at night, ' +
      'heavy rain, neon signs reflected in puddles, shallow depth of field, 85mm lens look, ' +
      'teal and magenta palette, wet highlights on skin and fabric, soft rim light from a ' +
      'passing taxi, subject on the left third of the frame, fine film grain ' +
      '--ar 4:5 --style raw --no text, watermark, extra fingers',
    categories: ['Art', 'Photography', 'Sci-Fi'],
    model: 'Midjourney',
    variables: [
      { name: 'subject', defaultValue: 'a young courier in a translucent raincoat' },
      { name: 'city', defaultValue: 'Osaka' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'neon-rain-portrait-osaka.png', pattern: 'bokeh', hue: 310 },
      { kind: 'image', fileName: 'neon-rain-portrait-alt-crop.png', pattern: 'waves', hue: 190 },
    ],
    creator: 2,
    ageDays: 30,
    usageCount: 14200,
    upvotes: 1930,
  },
  {
    title: 'Watercolor Botanical Study Sheet',
    description:
      'A botanical study sheet of {plant} painted in loose watercolor on cream cotton paper: ' +
      'one full specimen in the centre, with a flower cross-section, a seed pod and two ' +
      'single leaves arranged around it. Fine pencil underdrawing still visible, small ' +
      'handwritten-style labels, soft natural daylight, plenty of white space, muted greens ' +
      'and ochres. Square format, no border, no photographic elements.',
    categories: ['Art', 'Illustration', 'Nature'],
    model: 'DALL-E',
    variables: [{ name: 'plant', defaultValue: 'wild garlic' }],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'wild-garlic-botanical-sheet.png', pattern: 'aurora', hue: 95 },
    ],
    creator: 6,
    ageDays: 75,
    usageCount: 2650,
    upvotes: 310,
  },
  {
    title: 'Isometric Cozy Room Diorama',
    description:
      'isometric 3D diorama of a tiny {{room_type}} cut away on a floating square base, soft ' +
      'clay render, rounded furniture, warm lamp light and a window with late afternoon sun, ' +
      '{{color_palette}} colour palette, tiny props on every surface, orthographic camera, ' +
      'centred composition, clean pastel background, 1:1. Negative prompt: people, text, ' +
      'logo, harsh shadows, noise, blurry, distorted perspective',
    categories: ['Art', '3D & Rendering', 'Design'],
    model: 'Stable Diffusion',
    variables: [
      { name: 'room_type', defaultValue: 'reading nook with a sleeping cat' },
      { name: 'color_palette', defaultValue: 'peach, sage and cream' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'isometric-reading-nook.png', pattern: 'grid', hue: 28 },
      { kind: 'image', fileName: 'isometric-reading-nook-night.png', pattern: 'bokeh', hue: 230 },
    ],
    creator: 3,
    ageDays: 110,
    usageCount: 9800,
    upvotes: 1205,
  },
  {
    title: 'Fantasy Character Turnaround Sheet',
    description:
      'character turnaround sheet of a {ancestry} {character_class}, front, three-quarter, ' +
      'side and back views on a plain light grey background, full body, consistent ' +
      'proportions and costume in every view, practical layered clothing with visible wear, ' +
      'one signature accessory, flat even studio lighting, clean line art with soft cel ' +
      'shading, concept art for a video game ' +
      '--ar 16:9 --no background scenery, text, cropped limbs',
    categories: ['Art', 'Character Design', 'Fantasy', 'Gaming'],
    model: 'Midjourney',
    variables: [
      { name: 'ancestry', defaultValue: 'halfling' },
      { name: 'character_class', defaultValue: 'cartographer-rogue' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'halfling-cartographer-front.png', pattern: 'rings', hue: 35 },
      {
        kind: 'image',
        fileName: 'halfling-cartographer-turnaround.png',
        pattern: 'grid',
        hue: 35,
      },
      { kind: 'image', fileName: 'halfling-cartographer-palette.png', pattern: 'dunes', hue: 20 },
    ],
    creator: 7,
    ageDays: 60,
    usageCount: 7300,
    upvotes: 880,
  },
  {
    title: 'Misty Alpine Lake at Blue Hour',
    description:
      'landscape photograph of a still alpine lake in {season} at blue hour, thin mist ' +
      'drifting over the water, jagged peaks mirrored on the surface, a lone wooden rowboat ' +
      'in the lower right third, long exposure, ultra-wide 16mm, cool blues with a faint warm ' +
      'glow on the summits, high dynamic range, 3:2. Negative prompt: people, buildings, ' +
      'oversaturated, HDR halos, lens flare, text',
    categories: ['Art', 'Nature', 'Photography'],
    model: 'Stable Diffusion',
    variables: [{ name: 'season', defaultValue: 'late autumn' }],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'alpine-lake-blue-hour.png', pattern: 'waves', hue: 215 },
    ],
    creator: null,
    ageDays: 220,
    usageCount: 3900,
    upvotes: 402,
  },
  {
    title: 'Retro Travel Poster for Any City',
    description:
      'A 1930s-style travel poster for {city} featuring {landmark}, flat screen-printed ' +
      'colour with four or five inks, bold geometric shapes, long dramatic shadows, a warm ' +
      'sunset sky and small figures for scale. Leave a clear band at the top for the city ' +
      'name in tall Art Deco lettering. Portrait orientation, slightly textured paper, no ' +
      'modern vehicles.',
    categories: ['Art', 'Travel', 'Design'],
    model: 'DALL-E',
    variables: [
      { name: 'city', defaultValue: 'Lisbon' },
      { name: 'landmark', defaultValue: 'the yellow tram climbing toward the castle' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'lisbon-retro-travel-poster.png', pattern: 'dunes', hue: 30 },
    ],
    creator: 3,
    ageDays: 160,
    usageCount: 6100,
    upvotes: 720,
  },
  {
    title: 'Picture Book Spread With a Lettered Title',
    description:
      "A double-page children's picture book spread showing {{character}} {{scene}}, gentle " +
      'gouache texture, rounded shapes, warm evening light, expressive but simple faces, a ' +
      'wide composition with the main action on the right-hand page. At the top left, the ' +
      'words "{{book_title}}" hand-lettered in a playful serif. Soft, friendly colours, ' +
      'nothing scary, no other text.',
    categories: ['Art', 'Illustration', 'Storytelling', 'Parenting'],
    model: 'DeepFloyd',
    variables: [
      { name: 'character', defaultValue: 'a small badger in a red scarf' },
      { name: 'scene', defaultValue: 'carrying a lantern across a snowy bridge' },
      { name: 'book_title', defaultValue: 'Bramble Finds the Way' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'badger-lantern-spread.png', pattern: 'aurora', hue: 40 },
    ],
    creator: 4,
    ageDays: 95,
    usageCount: 860,
    upvotes: 97,
  },
  {
    title: 'Anime Key Visual for an Original Series',
    description:
      'anime key visual for an original series about {series_premise}, the main cast of ' +
      'three posed in a dynamic diagonal composition, dramatic sky, strong backlight with ' +
      'soft bloom, crisp cel shading over a painted background in the style of a 2000s TV ' +
      'anime, vivid but not neon colours, empty space at the bottom for a logo ' +
      '--ar 2:3 --niji 6 --no text, watermark, extra limbs',
    categories: ['Art', 'Anime', 'Character Design'],
    model: 'Midjourney',
    variables: [
      {
        name: 'series_premise',
        defaultValue: 'teenage lighthouse keepers guarding a coast of floating islands',
      },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'floating-islands-key-visual.png', pattern: 'aurora', hue: 200 },
      { kind: 'image', fileName: 'floating-islands-cast-lineup.png', pattern: 'rings', hue: 15 },
    ],
    creator: 2,
    ageDays: 4,
    usageCount: 530,
    upvotes: 71,
  },
  {
    title: 'Constructive Critique of a Painting Photo',
    description:
      'I have attached a photo of my {medium} painting. Critique it the way a good studio ' +
      'tutor would: first describe what you see without judgement, then comment on ' +
      'composition, value structure, colour temperature and edges. Tell me the single change ' +
      'that would improve it most, and give me one exercise to practise before my next ' +
      'piece. My goal is {goal}.',
    systemprompt:
      'You are an experienced painting instructor. Be honest and specific, point to places in ' +
      'the image (upper left, the tree line, the foreground rock) and never praise ' +
      'generically. If the photo is too dark, skewed or covered in glare to judge something, ' +
      'say so rather than guess. Use short sections with headings.',
    categories: ['Art', 'Education', 'Illustration'],
    model: 'GPT-4 Vision',
    variables: [
      { name: 'medium', defaultValue: 'oil' },
      { name: 'goal', defaultValue: 'landscapes that feel less flat' },
    ],
    isImagePrompt: false,
    creator: 1,
    ageDays: 36,
    usageCount: 690,
    upvotes: 58,
  },

  // -------------------------------------------------------------------- Business
  {
    title: 'Ten-Slide Pitch Deck Narrative',
    description:
      'Build the narrative for a ten-slide seed pitch deck for {company_name}, which ' +
      '{one_liner}. Use the attached checklist and traction numbers. The chain moves from ' +
      'the core story to a slide outline to speaker notes.',
    systemprompt:
      'You are a former venture investor who now coaches founders. Prize clarity over hype: ' +
      "every slide carries one message, and every number must come from the founder's " +
      'material. Point out the gaps an investor would ask about instead of papering over them.',
    tools: 'The traction CSV from the attachments; slide software to lay out the result',
    categories: ['Business', 'Startups', 'Sales', 'Finance'],
    model: 'Claude',
    variables: [
      { name: 'company_name', defaultValue: 'Tidewell' },
      {
        name: 'one_liner',
        defaultValue: 'helps small marinas manage berth bookings and payments from one app',
      },
    ],
    isImagePrompt: false,
    chain: {
      executionType: 'dependent',
      steps: [
        {
          title: 'Find the core story',
          description:
            'Write the investment story for {company_name} in five sentences: the problem, ' +
            'who has it most, why now, what we do differently and the evidence so far. Then ' +
            'list the three objections an investor is most likely to raise.',
          variables: [{ name: 'company_name', defaultValue: 'Tidewell' }],
        },
        {
          title: 'Outline the slides',
          description:
            'Using the story and objections from the previous step, outline ten slides. For ' +
            'each slide, give a headline that states the takeaway as a full sentence, the ' +
            'supporting evidence, and which objection it answers, if any.',
          variables: [],
        },
        {
          title: 'Write the speaker notes',
          description:
            'For the outline above, write speaker notes of 50 to 70 words per slide, meant to ' +
            'be spoken in about five minutes in total. Mark the two slides where a pause or a ' +
            'question to the room would help.',
          systemprompt:
            'Write for the ear: short sentences, no slide text read aloud word for word.',
          variables: [],
        },
      ],
    },
    attachments: [
      {
        kind: 'pdf',
        fileName: 'pitch-deck-checklist.pdf',
        heading: 'Seed Pitch Deck Checklist',
        lines: [
          'One message per slide, written as the headline.',
          'Problem before solution; customer before product.',
          'Show traction as a trend, not a single number.',
          'Name competitors and the real alternative: doing nothing.',
          'Size the market bottom-up: customers times price.',
          'Team slide: why these people for this problem.',
          'State the ask, the runway it buys and the milestones.',
        ],
      },
      {
        kind: 'text',
        fileName: 'traction.csv',
        content: `month,active_marinas,berth_bookings,gross_payments_eur
2024-01,4,310,41200
2024-02,6,455,58900
2024-03,9,720,93400
2024-04,13,1105,140250
2024-05,18,1630,207800
`,
      },
      { kind: 'image', fileName: 'deck-cover-mood.png', pattern: 'waves', hue: 195 },
      { kind: 'image', fileName: 'deck-color-study.png', pattern: 'grid', hue: 200 },
    ],
    creator: 0,
    ageDays: 18,
    usageCount: 2240,
    upvotes: 265,
  },
  {
    title: 'Competitor Teardown Matrix',
    description:
      'Research {{competitors}} as competitors to {{company}} in the {{market}} market. ' +
      'For each one, summarise the positioning, target customer, pricing model, standout ' +
      'features and the most common complaint in public reviews. Put the results in a ' +
      'comparison table, then describe three gaps none of them serve well and one risk each ' +
      'competitor poses to us. Cite a source link for every factual claim and mark anything ' +
      'older than 12 months.',
    systemprompt:
      'You are a product strategist doing desk research. Separate facts, with sources, from ' +
      'your interpretation, and label the interpretation clearly. If you cannot verify a ' +
      'detail, write "not found" rather than guessing.',
    tools: 'Web browsing for current pricing pages and review sites',
    categories: ['Business', 'Research', 'Product Management'],
    model: 'Gemini',
    variables: [
      { name: 'competitors', defaultValue: 'Notion, Coda and Tana' },
      { name: 'company', defaultValue: 'a new note-taking app for research teams' },
      { name: 'market', defaultValue: 'knowledge management' },
    ],
    isImagePrompt: false,
    creator: 4,
    ageDays: 52,
    usageCount: 1580,
    upvotes: 170,
  },
  {
    title: 'Meeting Notes to Decision Log',
    description:
      'Turn these raw meeting notes into a decision log. List each decision with who made it ' +
      'and the reasoning given, then every action item with an owner and a due date, then ' +
      'the open questions nobody resolved. If an action has no owner or date, flag it rather ' +
      'than inventing one. Notes: {{meeting_notes}}',
    systemprompt:
      'You are a meticulous chief of staff. Use only what is in the notes. Output three ' +
      'Markdown sections: Decisions, Action items (as a table with Owner and Due columns) and ' +
      'Open questions. Keep each line under 25 words.',
    categories: ['Business', 'Productivity', 'Summarization'],
    model: 'ChatGPT',
    variables: [
      { name: 'meeting_notes', defaultValue: 'Paste the meeting notes or transcript here.' },
    ],
    isImagePrompt: false,
    creator: 5,
    ageDays: 7,
    usageCount: 11800,
    upvotes: 1420,
  },
  {
    title: 'Pricing Page With Three Honest Tiers',
    description:
      'Design the pricing page for {product}, sold to {customer_segments}. Propose three ' +
      'tiers with names, monthly and annual prices, the features in each, and the one reason ' +
      'a customer would upgrade. Write the copy for each tier card and a short FAQ covering ' +
      'refunds, seat changes and what happens when a trial ends. Close with a short note ' +
      'on the anchoring logic behind your price points.',
    systemprompt:
      'You are a pricing consultant for SaaS businesses. Recommend rather than hedge, but ' +
      'state your assumptions. Prices are suggestions to test, so label them that way. Keep ' +
      'the copy on each tier card under 35 words.',
    categories: ['Business', 'E-commerce', 'Product Management', 'UX Writing'],
    model: 'Claude',
    variables: [
      { name: 'product', defaultValue: 'a scheduling tool for physiotherapy clinics' },
      {
        name: 'customer_segments',
        defaultValue: 'solo practitioners, small clinics and multi-site groups',
      },
    ],
    isImagePrompt: false,
    creator: 7,
    ageDays: 200,
    usageCount: 940,
    upvotes: 88,
  },
  {
    title: 'Monogram Logo Exploration Board',
    description:
      'A presentation board of six monogram logo concepts for the letters {brand_initials}, ' +
      'for a brand in {industry}. Each mark is flat vector and single colour, on its own ' +
      'white tile in a 3-by-2 grid, mixing geometric, calligraphic and negative-space ' +
      'approaches. Thick, consistent strokes that stay legible at small sizes; no gradients, ' +
      'no mockups, no extra words.',
    categories: ['Business', 'Logo Design', 'Branding'],
    model: 'DALL-E',
    variables: [
      { name: 'brand_initials', defaultValue: 'M and K' },
      { name: 'industry', defaultValue: 'specialty coffee roasting' },
    ],
    isImagePrompt: true,
    attachments: [{ kind: 'image', fileName: 'mk-monogram-board.png', pattern: 'rings', hue: 25 }],
    creator: 6,
    ageDays: 44,
    usageCount: 3300,
    upvotes: 360,
  },
  {
    title: 'Customer Interview Synthesis Memo',
    description:
      'I ran {interview_count} customer interviews about {research_question}. From the ' +
      'transcripts I paste below, group what people said into themes, count how many ' +
      'interviews support each theme, and pull one direct quote per theme. Then separate ' +
      'what customers actually do from what they say they want. End with the three questions ' +
      'we should ask in the next round.',
    systemprompt:
      'You are a user researcher. Quote participants exactly and refer to them as P1, P2 and ' +
      'so on. Do not generalise from a single interview. Output a one-page memo with headed ' +
      'sections.',
    tools: 'Interview transcripts pasted as plain text',
    categories: ['Business', 'Research', 'Product Management'],
    model: 'Other',
    variables: [
      { name: 'interview_count', defaultValue: '12' },
      { name: 'research_question', defaultValue: 'how small landlords keep track of repairs' },
    ],
    isImagePrompt: false,
    creator: 1,
    ageDays: 290,
    usageCount: 610,
    upvotes: 72,
  },
  {
    title: 'Cold Email That Earns a Reply',
    description:
      'Write a cold email to {{prospect_role}} at {{prospect_company}} about {{offer}}. Open ' +
      'with a specific observation about their company, not about us, mention one relevant ' +
      'result we achieved for a similar customer, and end with a low-effort question rather ' +
      'than a meeting request. Keep it under 120 words and add three lowercase subject lines ' +
      'of six words or fewer.',
    systemprompt:
      'You are a B2B sales writer. No flattery, no "I hope this finds you well" and no fake ' +
      'familiarity. If the opening observation needs research, leave a placeholder in square ' +
      'brackets instead of making something up.',
    tools: 'Web browsing or LinkedIn to find a real observation about the prospect',
    categories: ['Business', 'Sales', 'Email'],
    model: 'Gemini',
    variables: [
      { name: 'prospect_role', defaultValue: 'the head of operations' },
      { name: 'prospect_company', defaultValue: 'a regional grocery chain' },
      {
        name: 'offer',
        defaultValue: 'route-planning software that cut delivery mileage 18% for a similar chain',
      },
    ],
    isImagePrompt: false,
    creator: 3,
    ageDays: 33,
    usageCount: 9100,
    upvotes: 1070,
  },

  // --------------------------------------------------------------------- Writing
  {
    title: 'Flash Fiction With a Final Twist',
    description:
      'Write a {genre} flash fiction piece of about {word_count} words in which {object} ' +
      'matters more than the reader expects. Plant the twist in the first paragraph so that ' +
      'a second read feels fair. Use one point of view, present tense and no more than two ' +
      'named characters. Give it a title that means something different once the story ends.',
    systemprompt:
      'You are a literary fiction writer with a gift for restraint. Show, do not explain. ' +
      'Avoid worn-out twists such as it was all a dream or a secret twin. Return only the ' +
      'title and the story.',
    categories: ['Writing', 'Storytelling'],
    model: 'Claude',
    variables: [
      { name: 'genre', defaultValue: 'quiet science fiction' },
      { name: 'word_count', defaultValue: '500' },
      { name: 'object', defaultValue: 'a broken kitchen clock' },
    ],
    isImagePrompt: false,
    creator: 2,
    ageDays: 330,
    usageCount: 4700,
    upvotes: 610,
  },
  {
    title: 'Essay Line Edit That Keeps Your Voice',
    description:
      'Line-edit my essay for clarity and rhythm without changing my voice or my argument. ' +
      'The reader is {{target_reader}}. Fix grammar silently, but list every change that ' +
      'alters meaning so I can approve it. Follow the attached house style guide, and point ' +
      'out the three sentences that still work hardest against the reader. ' +
      'Essay: {{essay}}',
    systemprompt:
      "You are a careful copy editor. Keep the author's word choices unless they are unclear " +
      'or wrong. Return the edited essay first, then a numbered list of meaning-level changes ' +
      'showing the before and after.',
    categories: ['Writing', 'Academic Writing', 'Education'],
    model: 'ChatGPT',
    variables: [
      { name: 'target_reader', defaultValue: 'a general magazine audience' },
      { name: 'essay', defaultValue: 'Paste the essay here.' },
    ],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'pdf',
        fileName: 'house-style-guide.pdf',
        heading: 'House Style Guide',
        lines: [
          'Use the serial comma.',
          'Numbers one to nine in words; 10 and above in figures.',
          'Prefer the active voice unless the actor is unknown.',
          'No more than one semicolon per paragraph.',
          'Single quotes only inside double quotes.',
          'Cut "very", "really" and "in order to".',
          'Headings in sentence case.',
        ],
      },
    ],
    creator: 4,
    ageDays: 68,
    usageCount: 2100,
    upvotes: 190,
  },
  {
    title: 'Poem in a Borrowed Form',
    description:
      'Write a {form} about {theme}. Follow the rules of the form strictly, and after the ' +
      'poem explain in two sentences how you handled the constraint. Prefer concrete images ' +
      'to abstractions, and let at least one line surprise you.',
    systemprompt:
      'You are a poet and a patient teacher of poetic forms. If the form has a required ' +
      'refrain, rhyme scheme or syllable count, honour it exactly. Put no explanation before ' +
      'the poem.',
    categories: ['Writing', 'Poetry'],
    model: 'Gemini',
    variables: [
      { name: 'form', defaultValue: 'ghazal' },
      { name: 'theme', defaultValue: 'a city you left before you were ready' },
    ],
    isImagePrompt: false,
    creator: 6,
    ageDays: 15,
    usageCount: 870,
    upvotes: 102,
  },
  {
    title: 'Novel Chapter From Premise to Scene',
    description:
      'Take a one-line premise to a polished opening scene in three steps: the rules and ' +
      'stakes of the world, a beat sheet for the first chapter, then the scene itself.',
    systemprompt:
      'You are a developmental editor and novelist. Keep every step consistent with what came ' +
      'before. Prefer specific sensory detail and characters who want something on every page.',
    categories: ['Writing', 'Storytelling', 'Fantasy'],
    model: 'Claude',
    variables: [],
    isImagePrompt: false,
    chain: {
      executionType: 'dependent',
      steps: [
        {
          title: 'Set the rules and stakes',
          description:
            'From this premise, define three rules of the world that create conflict, the ' +
            "protagonist's want and need, and what they lose if they fail. Premise: {premise}",
          variables: [
            {
              name: 'premise',
              defaultValue:
                'A lighthouse keeper discovers that the light is what keeps the sea asleep.',
            },
          ],
        },
        {
          title: 'Beat out the first chapter',
          description:
            'Using the rules and stakes from the previous step, write a beat sheet of eight to ' +
            'twelve beats for chapter one, ending on a turn that forces the protagonist to ' +
            'act. Aim for a chapter of about {chapter_length} words.',
          variables: [{ name: 'chapter_length', defaultValue: '3,500' }],
        },
        {
          title: 'Draft the opening scene',
          description:
            'Following the beat sheet above, write the first scene of chapter one in {pov}, ' +
            'around 1,200 words. Introduce only what the reader needs now and save the rest.',
          variables: [{ name: 'pov', defaultValue: 'close third person' }],
        },
      ],
    },
    creator: 2,
    ageDays: 260,
    usageCount: 3500,
    upvotes: 455,
  },
  {
    title: 'Dialogue Polish for Two Characters',
    description:
      'Rewrite the dialogue below so each character sounds distinct. {{character_a}} and ' +
      '{{character_b}} should differ in sentence length, vocabulary and what they avoid ' +
      'saying. Cut lines that only repeat information the reader already has, add subtext, ' +
      'and keep the plot beats identical. Scene: {{scene_draft}}',
    systemprompt:
      'You are a script doctor. Return the revised scene, then a short list explaining three ' +
      'of your most important changes.',
    categories: ['Writing', 'Storytelling', 'Role Play'],
    model: 'Llama',
    variables: [
      { name: 'character_a', defaultValue: 'Ines, a retired judge who never wastes a word' },
      { name: 'character_b', defaultValue: 'Theo, her nervous grandson who over-explains' },
      { name: 'scene_draft', defaultValue: 'Paste your scene here.' },
    ],
    isImagePrompt: false,
    creator: null,
    ageDays: 180,
    usageCount: 420,
    upvotes: 31,
  },
  {
    title: 'Ten Openings for a Personal Essay',
    description:
      'Give me ten different ways to open a personal essay, each shown with a two-sentence ' +
      'example on a theme you choose. Cover at least these techniques: starting in the middle ' +
      'of an action, a line of dialogue, a surprising admission, a precise object, and a ' +
      'question the essay will spend its length answering. After each example, note what ' +
      'kind of essay it suits best.',
    categories: ['Writing', 'Personal Development'],
    model: 'Other',
    variables: [],
    isImagePrompt: false,
    creator: 5,
    ageDays: 2,
    usageCount: 12,
    upvotes: 1,
  },

  // ------------------------------------------------------------ Content Creation
  {
    title: 'YouTube Script With Retention Beats',
    description:
      'Write a {length_minutes}-minute YouTube script on {topic} for {audience}. Open with a ' +
      '15-second cold open that shows the payoff, then deliver the content in chapters with a ' +
      're-hook every 60 to 90 seconds. Mark B-roll ideas and on-screen text in square ' +
      'brackets. End with a natural bridge to a related video instead of a generic request ' +
      'to subscribe.',
    systemprompt:
      'You write scripts for educational YouTube channels. Write for the ear: short sentences, ' +
      'contractions, and no jargon without a quick explanation. Add a timestamp at each ' +
      'chapter. Never promise anything the video does not deliver.',
    tools: 'A teleprompter app or a timer for the read-through',
    categories: ['Content Creation', 'Video', 'Education'],
    model: 'ChatGPT',
    variables: [
      { name: 'length_minutes', defaultValue: '8' },
      { name: 'topic', defaultValue: 'fixing a slow home Wi-Fi network' },
      { name: 'audience', defaultValue: 'non-technical homeowners' },
    ],
    isImagePrompt: false,
    creator: 3,
    ageDays: 22,
    usageCount: 8900,
    upvotes: 1010,
  },
  {
    title: 'Podcast Show Notes and Chapter Markers',
    description:
      'From the transcript of the episode "{{episode_title}}", write show notes: a ' +
      'two-sentence summary, five key takeaways, chapter markers with timestamps, every ' +
      'resource or book mentioned, and three pull quotes for social posts. Keep the quotes ' +
      'word for word. Transcript: {{transcript}}',
    systemprompt:
      'You produce podcast show notes. Only use timestamps that appear in the transcript. If ' +
      'a resource is mentioned vaguely, describe it and add "(link needed)" instead of ' +
      'guessing a URL.',
    categories: ['Content Creation', 'Summarization', 'SEO'],
    model: 'Gemini',
    variables: [
      { name: 'episode_title', defaultValue: 'Why Small Farms Are Going Digital' },
      { name: 'transcript', defaultValue: 'Paste the timestamped transcript here.' },
    ],
    isImagePrompt: false,
    creator: 7,
    ageDays: 85,
    usageCount: 1330,
    upvotes: 140,
  },
  {
    title: 'Newsletter Issue From Rough Notes',
    description:
      "Turn my rough notes into this week's issue of {newsletter_name}. Keep my opinions and " +
      'examples, put the strongest idea first, and add short section headings. Write three ' +
      'subject line options under 50 characters and a preview line. Notes: {notes}',
    systemprompt:
      "You edit newsletters for independent writers. Keep the writer's voice and first-person " +
      'perspective. Do not add facts, links or quotes that are not in the notes. Aim for 600 ' +
      'to 900 words.',
    categories: ['Content Creation', 'Writing', 'Email'],
    model: 'Claude',
    variables: [
      { name: 'newsletter_name', defaultValue: 'The Slow Studio' },
      {
        name: 'notes',
        defaultValue: 'Paste bullet points, links and half-finished thoughts here.',
      },
    ],
    isImagePrompt: false,
    creator: 0,
    ageDays: 1,
    usageCount: 38,
    upvotes: 5,
  },
  {
    title: 'Blog Post Repurposed for Four Channels',
    description:
      'Repurpose one blog post into four pieces that feel native to each channel. Every step ' +
      'works from the original post, so they can run in parallel. Post: {{blog_post}}',
    tools: 'A character counter for each platform',
    categories: ['Content Creation', 'Social Media', 'Marketing', 'Email'],
    model: 'Other',
    variables: [{ name: 'blog_post', defaultValue: 'Paste the full blog post here.' }],
    isImagePrompt: false,
    chain: {
      executionType: 'independent',
      steps: [
        {
          title: 'LinkedIn update',
          description:
            'Rewrite the post as a LinkedIn update of at most 200 words for {{audience}}, ' +
            'leading with its most counter-intuitive point.',
          variables: [
            { name: 'audience', defaultValue: 'operations managers at mid-sized companies' },
          ],
        },
        {
          title: 'Email to subscribers',
          description:
            'Write a plain-text email of around 250 words that shares the key idea and links to ' +
            'the full post, with a subject line under 45 characters.',
          variables: [],
        },
        {
          title: 'Short video script',
          description:
            'Write a 45-second vertical video script: a hook in the first line, three beats and ' +
            'a closing line, with suggestions for on-screen text.',
          variables: [],
        },
        {
          title: 'Quote cards',
          description:
            'Pull five lines of 15 words or fewer that work as quote graphics, keeping the ' +
            "author's wording exactly.",
          variables: [],
        },
      ],
    },
    creator: 4,
    ageDays: 40,
    usageCount: 2750,
    upvotes: 330,
  },
  {
    title: 'Tutorial Thumbnail With One Clear Idea',
    description:
      'YouTube thumbnail, 16:9, close-up of hands {tutorial_subject} on the right, a bold ' +
      'empty area on the left for a three-word title, high contrast, saturated complementary ' +
      'colours, crisp rim light, shallow depth of field, clean uncluttered background, ' +
      'photographic. Negative prompt: text, letters, watermark, exaggerated facial ' +
      'expressions, clutter, low contrast, blurry',
    categories: ['Content Creation', 'Design', 'Video'],
    model: 'Stable Diffusion',
    variables: [{ name: 'tutorial_subject', defaultValue: 'repotting a root-bound monstera' }],
    isImagePrompt: true,
    creator: 3,
    ageDays: 6,
    usageCount: 290,
    upvotes: 22,
  },

  // ------------------------------------------------------------------- Marketing
  {
    title: 'SEO Content Brief From One Keyword',
    description:
      'Create an SEO content brief for the keyword "{{primary_keyword}}", aimed at ' +
      '{{audience}}. Review the current top results, identify the search intent and what ' +
      'they all cover, and find the angle they miss. Give a working title, a meta ' +
      'description under 155 characters, an H2 and H3 outline, related questions to answer, ' +
      'internal link suggestions and a target word count with your reasoning.',
    systemprompt:
      'You are an SEO strategist who puts readers first. Never recommend keyword stuffing. ' +
      'When you say what ranking pages do, name the pages. Output the brief as Markdown with ' +
      'clear headings.',
    tools: 'Web browsing to review the current top ten results',
    categories: ['Marketing', 'SEO', 'Content Creation'],
    model: 'ChatGPT',
    variables: [
      { name: 'primary_keyword', defaultValue: 'how to descale an espresso machine' },
      {
        name: 'audience',
        defaultValue: 'home baristas who own a machine for the first time',
      },
    ],
    isImagePrompt: false,
    creator: 7,
    ageDays: 130,
    usageCount: 16400,
    upvotes: 1980,
  },
  {
    title: 'Social Ad Copy in Three Angles',
    description:
      'Write Meta ad copy for {product} with the offer "{offer}", aimed at {audience}. Create ' +
      'three angles: pain-led, desire-led and social-proof-led. For each angle, write primary ' +
      'text under 125 characters, a headline under 40 characters and a description under 30 ' +
      'characters, plus one variant of each. Avoid claims we cannot prove and anything that ' +
      'would break ad platform rules on personal attributes.',
    systemprompt:
      'You are a direct-response copywriter. Respect the character limits exactly and count ' +
      "them. Never make assumptions about a reader's health, body or identity. Output one " +
      'table per angle.',
    categories: ['Marketing', 'Advertising', 'Copywriting'],
    model: 'Gemini',
    variables: [
      { name: 'product', defaultValue: 'a refillable deodorant in an aluminium case' },
      { name: 'offer', defaultValue: 'a free case with your first refill order' },
      { name: 'audience', defaultValue: 'people trying to cut single-use plastic' },
    ],
    isImagePrompt: false,
    creator: 3,
    ageDays: 27,
    usageCount: 5200,
    upvotes: 560,
  },
  {
    title: 'Product Description That Sells the Outcome',
    description:
      'Write a product page description for {product_name}, written for {buyer}. Lead with ' +
      'the outcome the buyer cares about, turn each of these features into a benefit: ' +
      '{features}, and finish with care or sizing details. Return it as JSON that matches ' +
      'the attached schema so our store can import it.',
    systemprompt:
      'You write e-commerce copy that is concrete and calm. No superlatives you cannot ' +
      'support. Output valid JSON only, with no commentary before or after it.',
    categories: ['Marketing', 'E-commerce', 'Copywriting'],
    model: 'Claude',
    variables: [
      { name: 'product_name', defaultValue: 'Ridge Merino Hiking Sock' },
      { name: 'buyer', defaultValue: 'day hikers who get blisters on long descents' },
      {
        name: 'features',
        defaultValue: 'merino-nylon blend, seamless toe, cushioned heel, free lifetime darning',
      },
    ],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'text',
        fileName: 'product-copy-schema.json',
        content: `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "ProductCopy",
  "type": "object",
  "required": ["headline", "summary", "benefits", "care"],
  "properties": {
    "headline": { "type": "string", "maxLength": 70 },
    "summary": { "type": "string", "maxLength": 300 },
    "benefits": {
      "type": "array",
      "items": { "type": "string", "maxLength": 120 },
      "minItems": 3,
      "maxItems": 5
    },
    "care": { "type": "string" }
  },
  "additionalProperties": false
}
`,
      },
    ],
    creator: 6,
    ageDays: 57,
    usageCount: 3800,
    upvotes: 410,
  },
  {
    title: 'Hero Product Shot on Seamless Backdrop',
    description:
      'studio product photograph of {product} in {material}, standing on a seamless ' +
      '{backdrop_color} paper backdrop, one large softbox from the upper left with a white ' +
      'bounce card on the right, soft graduated shadow, crisp edge highlights, sharp focus ' +
      'across the whole product, 100mm macro lens, minimal styling with one natural prop, ' +
      'commercial catalogue look --ar 4:5 --style raw --no text, logos, hands, reflections',
    categories: ['Marketing', 'Photography', 'E-commerce'],
    model: 'Midjourney',
    variables: [
      { name: 'product', defaultValue: 'a pour-over coffee dripper' },
      { name: 'material', defaultValue: 'matte speckled stoneware' },
      { name: 'backdrop_color', defaultValue: 'warm terracotta' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'pour-over-hero-shot.png', pattern: 'dunes', hue: 18 },
      { kind: 'image', fileName: 'pour-over-hero-shot-cool.png', pattern: 'rings', hue: 205 },
    ],
    creator: 1,
    ageDays: 100,
    usageCount: 10400,
    upvotes: 1150,
  },
  {
    title: 'Waitlist Launch Email Sequence',
    description:
      'Write a three-email sequence that turns waitlist sign-ups for {product} into paying ' +
      'customers at launch. Each email builds on the one before it, so run the steps in order.',
    systemprompt:
      'You are a lifecycle email marketer. Write plain, personal emails signed by a named ' +
      'founder. Each email has a subject line, a preview line and a body under 200 words with ' +
      'one link and one call to action.',
    categories: ['Marketing', 'Email', 'Startups'],
    model: 'ChatGPT',
    variables: [{ name: 'product', defaultValue: 'Quillpad, a tablet made for handwritten notes' }],
    isImagePrompt: false,
    chain: {
      executionType: 'dependent',
      steps: [
        {
          title: 'Email one: the story',
          description:
            'Write the first email, sent a week before launch: why we built {product}, what ' +
            'early testers noticed, and the launch date, {launch_date}.',
          variables: [
            { name: 'product', defaultValue: 'Quillpad, a tablet made for handwritten notes' },
            { name: 'launch_date', defaultValue: 'June 3' },
          ],
        },
        {
          title: 'Email two: the proof',
          description:
            'Building on the story in the first email, write the launch-day email. Refer back ' +
            'to one detail from it, show what the product does in three short bullets, and ' +
            'state the early-bird offer: {offer}.',
          variables: [{ name: 'offer', defaultValue: '20% off for the first 72 hours' }],
        },
        {
          title: 'Email three: the last call',
          description:
            'Following the first two emails, write the final reminder, sent 12 hours before ' +
            'the offer ends. Answer the two objections most likely to be holding readers back, ' +
            'without repeating wording used earlier in the sequence.',
          variables: [],
        },
      ],
    },
    creator: 0,
    ageDays: 34,
    usageCount: 4100,
    upvotes: 480,
  },
  {
    title: 'Risograph Event Poster With Bold Lettering',
    description:
      'A bold event poster with the words "{{event_name}}" in large condensed sans-serif ' +
      'letters across the top, and "{{event_date}} · {{venue}}" in smaller type at the ' +
      'bottom. Between them, a single striking illustration of {{motif}} in a two-colour ' +
      'risograph style with slight misregistration and grain. Portrait 2:3, off-white paper, ' +
      'generous margins, no other text.',
    categories: ['Marketing', 'Event Planning', 'Design'],
    model: 'DeepFloyd',
    variables: [
      { name: 'event_name', defaultValue: 'Night Market' },
      { name: 'event_date', defaultValue: 'Sat 12 Oct' },
      { name: 'venue', defaultValue: 'Harbour Sheds' },
      { name: 'motif', defaultValue: 'paper lanterns strung over food stalls' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'night-market-poster.png', pattern: 'bokeh', hue: 12 },
    ],
    creator: 7,
    ageDays: 11,
    usageCount: 150,
    upvotes: 17,
  },
  {
    title: 'Brand Identity Starter Kit',
    description:
      'Create a brand identity starter kit for {{business_name}}, a {{business_type}} for ' +
      '{{audience}}. Each step stands alone, so you can rerun any one of them. Use the ' +
      'attached questionnaire answers, guidelines template and mood images.',
    systemprompt:
      'You are a brand strategist. Tie every suggestion back to the audience and the ' +
      'questionnaire, and give your reason in one sentence. Avoid empty adjectives such as ' +
      'modern or innovative unless you define what they mean here.',
    tools: 'A colour contrast checker for the palette; a design tool for the moodboard',
    categories: ['Marketing', 'Branding', 'Design', 'Startups'],
    model: 'ChatGPT',
    variables: [
      { name: 'business_name', defaultValue: 'Sorrel & Stone' },
      { name: 'business_type', defaultValue: 'plant-based catering company' },
      { name: 'audience', defaultValue: 'couples planning small, relaxed weddings' },
    ],
    isImagePrompt: false,
    chain: {
      executionType: 'independent',
      steps: [
        {
          title: 'Positioning and voice',
          description:
            'Write a positioning statement, three brand values with a sentence on how each ' +
            'shows up in practice, and a voice chart with do and do-not examples for ' +
            '{{business_name}}.',
          variables: [{ name: 'business_name', defaultValue: 'Sorrel & Stone' }],
        },
        {
          title: 'Taglines and menu names',
          description:
            'Propose five taglines of under seven words and three names for the signature ' +
            'menu, each with a note on the feeling it creates.',
          variables: [],
        },
        {
          title: 'Colour and type direction',
          description:
            'Suggest a palette of five colours with hex codes, their roles (background, text, ' +
            'accent) and contrast notes, and pair a heading typeface with a body typeface that ' +
            'are free on Google Fonts.',
          tools: 'A WCAG contrast checker',
          variables: [],
        },
        {
          title: 'Moodboard brief',
          description:
            'Write a brief for a nine-image moodboard. For each tile, describe the subject, ' +
            'lighting and texture clearly enough for a designer or an image model to produce it.',
          variables: [],
        },
      ],
    },
    attachments: [
      {
        kind: 'text',
        fileName: 'brand-questionnaire.md',
        content: `# Brand questionnaire: answers

**What do clients say after an event?**
"It felt like eating at a friend's house, only better."

**Three words for the brand:** generous, seasonal, unfussy

**Who are we not for?** Large formal banquets.

**Businesses we admire:** farm-to-table restaurants, not other caterers.

**Must keep:** the sorrel leaf from the founder's grandmother's garden.
`,
      },
      {
        kind: 'pdf',
        fileName: 'brand-guidelines-template.pdf',
        heading: 'Brand Guidelines Template',
        lines: [
          '1. Positioning statement (one sentence)',
          '2. Values and how they show up',
          '3. Voice: we are / we are not',
          '4. Logo: clear space and minimum size',
          '5. Colour palette with roles and contrast ratios',
          '6. Typography: headings, body, captions',
          '7. Photography: light, subjects, what to avoid',
        ],
      },
      { kind: 'image', fileName: 'moodboard-linen-and-herbs.png', pattern: 'aurora', hue: 100 },
      { kind: 'image', fileName: 'moodboard-stone-table.png', pattern: 'dunes', hue: 35 },
      { kind: 'image', fileName: 'moodboard-evening-candles.png', pattern: 'bokeh', hue: 40 },
    ],
    creator: 6,
    ageDays: 14,
    usageCount: 1960,
    upvotes: 244,
  },

  // ---------------------------------------------------------------------- Career
  {
    title: 'Cover Letter Tailored to One Job Post',
    description:
      'Write a cover letter for the job post below, using only the experience in my resume ' +
      'highlights. Open with why {{company}} specifically, not with my name and the job ' +
      'title. Match two or three of their stated requirements to concrete results from my ' +
      'background, and keep it between 250 and 300 words. Job post: {{job_post}} ' +
      'Resume highlights: {{resume_highlights}}',
    systemprompt:
      'You are a career coach and former recruiter. Never invent experience, employers, ' +
      'numbers or skills. Avoid the phrases "I am writing to apply", "passionate" and "team ' +
      'player". Return the letter, then list any requirement you could not match.',
    categories: ['Career', 'Resume', 'Writing'],
    model: 'Claude',
    variables: [
      { name: 'company', defaultValue: 'Fjord Analytics' },
      { name: 'job_post', defaultValue: 'Paste the job description here.' },
      {
        name: 'resume_highlights',
        defaultValue: 'Paste five to eight achievements from your resume here.',
      },
    ],
    isImagePrompt: false,
    creator: 4,
    ageDays: 8,
    usageCount: 13900,
    upvotes: 1760,
  },
  {
    title: 'Mock Interview With Real Follow-Ups',
    description:
      'Run a mock interview for a {seniority} {role} position at {company}. Ask one question ' +
      'at a time and wait for my answer. Follow up at least once on each answer the way a ' +
      'sharp interviewer would, pressing for specifics and trade-offs. After six questions, ' +
      'score each answer from 1 to 5 on clarity, evidence and relevance, and rewrite my ' +
      'weakest answer as a model example.',
    systemprompt:
      'You are a seasoned hiring manager running a structured interview. Stay in character ' +
      'until the debrief. Mix behavioural, situational and craft questions. Give no feedback ' +
      'during the interview; save it all for the end.',
    categories: ['Career', 'Interview Prep', 'Role Play'],
    model: 'ChatGPT',
    variables: [
      { name: 'seniority', defaultValue: 'senior' },
      { name: 'role', defaultValue: 'product designer' },
      { name: 'company', defaultValue: 'a fintech startup' },
    ],
    isImagePrompt: false,
    creator: 1,
    ageDays: 3,
    usageCount: 21500,
    upvotes: 2840,
  },
  {
    title: 'LinkedIn Headline and About Section Rewrite',
    description:
      'Rewrite my LinkedIn headline and About section. I am currently a {current_role} ' +
      'aiming for {target_role}. Use these achievements as evidence: {achievements}. Give five ' +
      'headline options under 220 characters and an About section of 150 to 250 words in the ' +
      'first person, with opening lines strong enough to earn the "see more" click.',
    systemprompt:
      'You help people position themselves for their next role. Work in the keywords ' +
      'recruiters search for naturally, never as a list. No buzzwords such as ' +
      '"results-driven" or "ninja".',
    categories: ['Career', 'Personal Development', 'Copywriting'],
    model: 'Gemini',
    variables: [
      { name: 'current_role', defaultValue: 'operations coordinator at a logistics firm' },
      { name: 'target_role', defaultValue: 'supply chain analyst roles' },
      {
        name: 'achievements',
        defaultValue:
          "cut carrier costs 12% by renegotiating three contracts; built the team's first " +
          'shipment dashboard in Excel',
      },
    ],
    isImagePrompt: false,
    creator: 0,
    ageDays: 120,
    usageCount: 6800,
    upvotes: 790,
  },
  {
    title: 'Salary Negotiation Email That Stays Warm',
    description:
      'Draft an email replying to a job offer of {offer_amount}. I want to ask for ' +
      '{target_amount}, and my main leverage is {leverage}. Open with genuine enthusiasm, ' +
      'anchor on the value I bring, make one clear ask, and leave room for non-salary items ' +
      'if the base cannot move. Keep it under 180 words, then give me a short script for the ' +
      'phone call that might follow.',
    systemprompt:
      'You are a negotiation coach. Be confident but never adversarial, and never phrase ' +
      'anything as an ultimatum. Do not fabricate competing offers or market data.',
    categories: ['Career', 'Email', 'Finance'],
    model: 'Other',
    variables: [
      { name: 'offer_amount', defaultValue: '€62,000' },
      { name: 'target_amount', defaultValue: '€68,000' },
      {
        name: 'leverage',
        defaultValue: 'a competing offer at €66,000 and a certification they list as preferred',
      },
    ],
    isImagePrompt: false,
    creator: 3,
    ageDays: 230,
    usageCount: 2900,
    upvotes: 345,
  },
  {
    title: 'Resume Bullets Rewritten With Metrics',
    description:
      'Rewrite each resume bullet below using the pattern action, scope, result. Where a ' +
      'result is missing, ask me a specific question to find the number instead of making ' +
      'one up. Keep each bullet under 22 words and start with a strong, varied verb. ' +
      'Target role: {{target_role}}. Bullets: {{bullets}}',
    systemprompt:
      'You are a resume writer. Never invent numbers, tools or employers. Output a ' +
      'two-column table, Original and Rewritten, followed by your questions.',
    categories: ['Career', 'Resume'],
    model: 'Llama',
    variables: [
      { name: 'target_role', defaultValue: 'customer success manager' },
      { name: 'bullets', defaultValue: 'Paste your current bullets here, one per line.' },
    ],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'text',
        fileName: 'sample-bullets.txt',
        content: `Responsible for onboarding new clients.
Helped the sales team with renewals.
Managed support tickets and escalations.
Worked on a project to improve the help centre.
Trained new hires on our tools.
`,
      },
    ],
    creator: 5,
    ageDays: 300,
    usageCount: 1450,
    upvotes: 130,
  },
  {
    title: 'Studio Headshot for a Professional Profile',
    description:
      'professional studio headshot of {person_description} wearing {attire}, head and ' +
      'shoulders, slight three-quarter turn, relaxed genuine smile, soft key light at 45 ' +
      'degrees with gentle fill, subtle hair light, {background} background, 85mm lens at ' +
      'f/4, natural skin texture, even colour grading, 4:5. Negative prompt: heavy ' +
      'retouching, plastic skin, distorted features, extra fingers, busy background, harsh ' +
      'shadows, text',
    categories: ['Career', 'Photography', 'Personal Development'],
    model: 'Stable Diffusion',
    variables: [
      { name: 'person_description', defaultValue: 'a woman in her forties with short grey hair' },
      { name: 'attire', defaultValue: 'a navy blazer over a white T-shirt' },
      { name: 'background', defaultValue: 'mottled mid-grey canvas' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'grey-canvas-headshot.png', pattern: 'bokeh', hue: 220 },
    ],
    creator: 2,
    ageDays: 170,
    usageCount: 5600,
    upvotes: 470,
  },

  // ------------------------------------------------------------------- Education
  {
    title: 'Fifty-Minute Lesson Plan With Understanding Checks',
    description:
      'Create a 50-minute lesson plan for {grade_level} on {subject}, with this objective: ' +
      '{learning_objective}. Structure it as a hook, direct instruction, guided practice, ' +
      'independent practice and an exit ticket, with the minutes for each part. Include two ' +
      'checks for understanding with the exact questions, the likely misconceptions and how ' +
      'to respond to them. Use the headings in the attached template.',
    systemprompt:
      'You are an experienced classroom teacher and instructional coach. Plans must be ' +
      'realistic for a class of 28 with limited equipment. Differentiate for students who ' +
      'finish early and for those who need support.',
    categories: ['Education', 'Science'],
    model: 'ChatGPT',
    variables: [
      { name: 'grade_level', defaultValue: 'Year 8' },
      { name: 'subject', defaultValue: 'density' },
      {
        name: 'learning_objective',
        defaultValue: 'students can predict whether an object floats by comparing densities',
      },
    ],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'pdf',
        fileName: 'lesson-plan-template.pdf',
        heading: 'Lesson Plan Template',
        lines: [
          'Learning objective (in student-friendly words)',
          'Success criteria: I can...',
          'Hook (5 min)',
          'Direct instruction (10-15 min)',
          'Guided practice with a check for understanding',
          'Independent practice with support and stretch tasks',
          'Exit ticket: two questions, one of them transfer',
          'Materials and safety notes',
        ],
      },
    ],
    creator: 7,
    ageDays: 190,
    usageCount: 9300,
    upvotes: 1140,
  },
  {
    title: 'Quiz With Distractors That Teach',
    description:
      'Write {{question_count}} multiple-choice questions from the source text below. Each ' +
      'question has four options, and every wrong option must reflect a real misconception ' +
      'rather than a silly answer. For each question, give the correct answer and a ' +
      'one-sentence rationale for each distractor. Return valid JSON that matches the ' +
      'attached schema. Source: {{source_text}}',
    systemprompt:
      'You are an assessment designer. Test understanding, not recall of trivia. Vary the ' +
      'position of the correct answer. Output JSON only.',
    categories: ['Education', 'Summarization'],
    model: 'Claude',
    variables: [
      { name: 'question_count', defaultValue: '10' },
      { name: 'source_text', defaultValue: 'Paste the chapter or article here.' },
    ],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'text',
        fileName: 'quiz-schema.json',
        content: `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Quiz",
  "type": "array",
  "items": {
    "type": "object",
    "required": ["question", "options", "answerIndex", "rationales"],
    "properties": {
      "question": { "type": "string" },
      "options": {
        "type": "array",
        "items": { "type": "string" },
        "minItems": 4,
        "maxItems": 4
      },
      "answerIndex": { "type": "integer", "minimum": 0, "maximum": 3 },
      "rationales": {
        "type": "array",
        "items": { "type": "string" },
        "minItems": 4,
        "maxItems": 4
      }
    }
  }
}
`,
      },
    ],
    creator: 1,
    ageDays: 65,
    usageCount: 7700,
    upvotes: 960,
  },
  {
    title: 'Essay Feedback Against a Rubric',
    description:
      'Give feedback on this {{grade}} student essay using the attached rubric. Score each ' +
      'criterion, quote the sentence that justifies the score, and write two "glow" and two ' +
      '"grow" comments in language the student will understand. Finish with one revision ' +
      'task the student can complete in 20 minutes. Essay: {{student_essay}}',
    systemprompt:
      'You are a supportive but rigorous English teacher. Address the feedback to the ' +
      'student, in the second person. Never rewrite the essay for them. Keep the whole ' +
      'response under 400 words.',
    categories: ['Education', 'Academic Writing', 'Writing'],
    model: 'Gemini',
    variables: [
      { name: 'grade', defaultValue: 'Grade 10' },
      { name: 'student_essay', defaultValue: 'Paste the student essay here.' },
    ],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'pdf',
        fileName: 'argumentative-essay-rubric.pdf',
        heading: 'Argumentative Essay Rubric',
        lines: [
          'Claim: clear, arguable, stated early (4 points)',
          'Evidence: relevant, cited and explained (4 points)',
          'Counterargument: acknowledged and answered (4 points)',
          'Organisation: logical paragraphs with transitions (4 points)',
          'Style: precise words, varied sentences (2 points)',
          'Conventions: spelling, grammar, citation format (2 points)',
        ],
      },
    ],
    creator: 4,
    ageDays: 210,
    usageCount: 4300,
    upvotes: 520,
  },
  {
    title: 'Socratic Tutor for One Tricky Concept',
    description:
      'Act as a Socratic tutor and help me understand {concept} at a {student_level} level. ' +
      'Do not explain it outright: ask one question at a time, build on my answers, and give ' +
      'a small hint only when I am stuck twice in a row. When I can explain the idea in my ' +
      'own words, check it with one transfer problem and sum up what I worked out.',
    systemprompt:
      'You are a patient tutor who uses the Socratic method. Never give the full answer ' +
      'unless the learner explicitly asks you to stop. Keep each message under 80 words.',
    categories: ['Education', 'Mathematics', 'Role Play'],
    model: 'Claude',
    variables: [
      { name: 'concept', defaultValue: 'why the derivative of e to the x is itself' },
      { name: 'student_level', defaultValue: 'first-year university' },
    ],
    isImagePrompt: false,
    creator: 2,
    ageDays: 0,
    usageCount: 0,
    upvotes: 0,
  },
  {
    title: 'Language Conversation Partner at Your Level',
    description:
      'Be my conversation partner in {target_language} at CEFR level {level}. Role-play this ' +
      'scenario: {scenario}. Speak only in {target_language}, keep your turns short, and use ' +
      'vocabulary slightly above my level. After every three of my messages, add a short ' +
      'correction block in English listing my mistakes, the corrected sentence and the rule ' +
      'in one line.',
    systemprompt:
      'You are a friendly language tutor. Stay in character during the scenario. Correct at ' +
      'most three mistakes per block, starting with those that get in the way of being ' +
      'understood.',
    categories: ['Education', 'Language Learning', 'Role Play', 'Travel'],
    model: 'ChatGPT',
    variables: [
      { name: 'target_language', defaultValue: 'Portuguese' },
      { name: 'level', defaultValue: 'A2' },
      {
        name: 'scenario',
        defaultValue: 'ordering at a busy café in Porto and asking about the pastries',
      },
    ],
    isImagePrompt: false,
    creator: 6,
    ageDays: 80,
    usageCount: 18700,
    upvotes: 2300,
  },
  {
    title: 'Explain a Textbook Diagram From a Photo',
    description:
      'I will upload a photo of a diagram from my {{course}} textbook. Identify what the ' +
      'diagram shows, explain each labelled part in plain language, then walk through the ' +
      'process or relationship it illustrates step by step. Finish with three questions I ' +
      'could be asked about it in an exam, with their answers.',
    systemprompt:
      'You are a tutor who explains visual material clearly. If a label is unreadable, say ' +
      'which one and ask for a closer photo rather than guessing.',
    categories: ['Education', 'Science'],
    model: 'Gemini Pro Vision',
    variables: [{ name: 'course', defaultValue: 'introductory biology' }],
    isImagePrompt: false,
    creator: 3,
    ageDays: 2,
    usageCount: 45,
    upvotes: 4,
  },
  {
    title: 'Semester Unit Plan in Three Stages',
    description:
      'Plan a semester unit for {{course_name}} backwards from the final assessment. The ' +
      'steps depend on each other: goals first, then the assessment, then the week-by-week ' +
      'sequence.',
    systemprompt:
      'You are a curriculum designer who uses backward design. Keep every later step aligned ' +
      'with the goals from the first. Be realistic about time: lessons are 50 minutes, three ' +
      'times a week.',
    tools: 'A spreadsheet or planner for the week-by-week table',
    categories: ['Education', 'Productivity', 'Science'],
    model: 'Gemini',
    variables: [
      {
        name: 'course_name',
        defaultValue: 'Introduction to Climate Science (upper secondary)',
      },
    ],
    isImagePrompt: false,
    chain: {
      executionType: 'dependent',
      steps: [
        {
          title: 'Define the enduring goals',
          description:
            'Write three enduring understandings, six essential questions, and the key ' +
            'knowledge and skills for {{course_name}} over {{weeks}} weeks.',
          variables: [
            {
              name: 'course_name',
              defaultValue: 'Introduction to Climate Science (upper secondary)',
            },
            { name: 'weeks', defaultValue: '12' },
          ],
        },
        {
          title: 'Design the assessment',
          description:
            'Using the goals from the previous step, design a final performance task with a ' +
            'realistic scenario, a student brief and a four-level rubric aligned to each ' +
            'enduring understanding.',
          variables: [],
        },
        {
          title: 'Sequence the weeks',
          description:
            'Working backwards from the assessment above, lay out the weeks as a table with ' +
            'the focus, key activities, a formative check and the goal each week serves.',
          tools: 'A spreadsheet for the table',
          variables: [],
        },
      ],
    },
    creator: 7,
    ageDays: 150,
    usageCount: 1120,
    upvotes: 133,
  },
  {
    title: 'Vocabulary Flashcard Illustration',
    description:
      'A simple flashcard illustration of "{word}" for {learner_age} learning {language}: ' +
      'one clear object or action centred on a white background, flat vector style with ' +
      'thick outlines, three or four friendly colours, no text, no letters, no background ' +
      'details, square format, easy to read at small sizes.',
    categories: ['Education', 'Illustration', 'Language Learning'],
    model: 'DALL-E',
    variables: [
      { name: 'word', defaultValue: 'umbrella' },
      { name: 'learner_age', defaultValue: 'children aged 5 to 7' },
      { name: 'language', defaultValue: 'English' },
    ],
    isImagePrompt: true,
    creator: 5,
    ageDays: 240,
    usageCount: 2400,
    upvotes: 260,
  },

  // ------------------------------------------------------------ Everything else
  {
    title: 'Plain-English Question to Safe SQL',
    description:
      'Write a {{dialect}} query that answers this question: {{question}} Use only the ' +
      'tables and columns in the attached schema. Explain the query in plain English, clause ' +
      'by clause, state the assumptions you made about ambiguous terms, and suggest one index ' +
      'that would speed it up.',
    systemprompt:
      'You are a senior data analyst. Write readable SQL with CTEs and explicit column ' +
      'lists, never SELECT *. Queries must be read-only. If the schema cannot answer the ' +
      'question, say what is missing.',
    categories: ['Data Analysis', 'Programming'],
    model: 'ChatGPT',
    variables: [
      { name: 'dialect', defaultValue: 'PostgreSQL 16' },
      {
        name: 'question',
        defaultValue:
          'Which customers placed more than three paid orders in the last 90 days, and how ' +
          'much did each of them spend?',
      },
    ],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'text',
        fileName: 'shop-schema.md',
        content: `# Shop schema

| table | columns |
| --- | --- |
| customers | id (pk), email, country, created_at |
| orders | id (pk), customer_id (fk customers.id), status, placed_at |
| order_items | id (pk), order_id (fk orders.id), product_id, quantity, unit_price_cents |
| products | id (pk), name, category, active |

Order status values: pending, paid, shipped, refunded.
`,
      },
    ],
    creator: 1,
    ageDays: 70,
    usageCount: 12600,
    upvotes: 1510,
  },
  {
    title: 'Messy CSV Cleaning Plan Before Code',
    description:
      'Inspect the attached CSV and write a cleaning plan before touching the data. List every ' +
      'problem you find (inconsistent dates, duplicate rows, mixed formats, stray whitespace, ' +
      'impossible values), how many rows each one affects and the fix you recommend. Then ' +
      'write a {tool} script that applies the fixes and logs every change it makes.',
    systemprompt:
      'You are a careful data engineer. Never drop rows silently; count and justify every ' +
      'removal. Leave the original file untouched and write the result to a new one.',
    tools: 'Python 3 with pandas, or a spreadsheet for manual checks',
    categories: ['Data Analysis', 'Spreadsheets', 'Automation'],
    model: 'Claude',
    variables: [{ name: 'tool', defaultValue: 'Python pandas' }],
    isImagePrompt: false,
    attachments: [
      {
        kind: 'text',
        fileName: 'customer-signups.csv',
        content: `signup_id,name,signup_date,country,monthly_spend
1001,Ana Souza,2024-03-05,BR,49.00
1002, Jonas Berg ,05/03/2024,se,"1,200"
1003,Ana Souza,2024-03-05,BR,49.00
1004,Li Wei,2024-13-02,CN,-15
1005,Fatima Zahra,2024-03-07,Morocco,32.5
1006,,2024-03-08,DE,
`,
      },
    ],
    creator: 4,
    ageDays: 160,
    usageCount: 3050,
    upvotes: 330,
  },
  {
    title: 'Code Review Focused on Real Risk',
    description:
      'Review this {language} change as a senior engineer would. Prioritise correctness, ' +
      'security and data loss over style. For each issue, give the line, the risk, a severity ' +
      '(blocker, should fix or nit) and a concrete fix. End with what the change does well ' +
      'and any tests that are missing. Code: {code}',
    systemprompt:
      'You are a pragmatic senior reviewer. Do not comment on formatting a linter would ' +
      'catch. Assume the author is competent and explain the why in one sentence. Order ' +
      'findings by severity.',
    categories: ['Programming', 'Web Development', 'Cybersecurity'],
    model: 'Claude',
    variables: [
      { name: 'language', defaultValue: 'TypeScript' },
      { name: 'code', defaultValue: 'Paste the diff or file here.' },
    ],
    isImagePrompt: false,
    creator: 1,
    ageDays: 26,
    usageCount: 8200,
    upvotes: 990,
  },
  {
    title: 'Weekly Meal Plan With Shopping List',
    description:
      'Plan seven days of dinners for {servings} people on a {diet} diet with a weekly budget ' +
      'of {budget}. Reuse ingredients across meals to cut waste, keep weeknight dinners under ' +
      '30 minutes, and include one batch-cooking session on Sunday. Give a shopping list ' +
      'grouped by supermarket aisle with estimated quantities, and mark which leftovers ' +
      'become lunches.',
    systemprompt:
      'You are a practical meal planner and home cook. Use common supermarket ingredients. ' +
      'Nutrition estimates are approximate and must be labelled that way. Output a ' +
      'day-by-day table, then the shopping list.',
    categories: ['Nutrition', 'Food & Cooking', 'Health & Fitness'],
    model: 'ChatGPT',
    variables: [
      { name: 'servings', defaultValue: '3' },
      { name: 'diet', defaultValue: 'vegetarian, high-protein' },
      { name: 'budget', defaultValue: '€70' },
    ],
    isImagePrompt: false,
    creator: 0,
    ageDays: 45,
    usageCount: 19800,
    upvotes: 2600,
  },
  {
    title: 'Pantry Rescue Recipe in Thirty Minutes',
    description:
      'I have these ingredients: {ingredients}. Suggest three dinner recipes I can make in ' +
      '{time_minutes} minutes, using mostly what I have plus up to three pantry staples. For ' +
      'the one you recommend most, give exact quantities, numbered steps and one swap in case ' +
      'I am missing something.',
    categories: ['Food & Cooking', 'Nutrition'],
    model: 'Gemini',
    variables: [
      {
        name: 'ingredients',
        defaultValue: 'half a cabbage, two eggs, leftover rice, a lime, frozen peas, soy sauce',
      },
      { name: 'time_minutes', defaultValue: '30' },
    ],
    isImagePrompt: false,
    creator: null,
    ageDays: 90,
    usageCount: 7600,
    upvotes: 840,
  },
  {
    title: 'Five-Day Travel Itinerary With Slack Time',
    description:
      'Plan a five-day trip to {destination} for {travellers} on a {budget_level} budget. ' +
      'The steps are independent, so run only the parts you need.',
    systemprompt:
      'You are a thoughtful travel planner. Group sights by neighbourhood to cut transit ' +
      'time, leave unplanned time every afternoon, and flag anything that needs booking in ' +
      'advance. Check opening days instead of guessing them.',
    tools: 'Web browsing for opening hours, seasonal closures and ticket booking windows',
    categories: ['Travel', 'Productivity', 'Event Planning'],
    model: 'Gemini',
    variables: [
      { name: 'destination', defaultValue: 'Kyoto' },
      { name: 'travellers', defaultValue: 'two adults who love food and walking' },
      { name: 'budget_level', defaultValue: 'mid-range' },
    ],
    isImagePrompt: false,
    chain: {
      executionType: 'independent',
      steps: [
        {
          title: 'Day-by-day plan',
          description:
            'Write a day-by-day itinerary with morning, afternoon and evening blocks, at most ' +
            'two major sights a day, and one free block every day.',
          variables: [],
        },
        {
          title: 'Where to stay',
          description:
            'Compare three neighbourhoods to stay in, with the trade-offs for a {budget_level} ' +
            'budget and what each one is like at night.',
          variables: [{ name: 'budget_level', defaultValue: 'mid-range' }],
        },
        {
          title: 'Food list',
          description:
            'List ten places or dishes worth seeking out, grouped by neighbourhood, with what ' +
            'to order and whether a reservation is needed.',
          tools: 'Web browsing for current opening hours',
          variables: [],
        },
        {
          title: 'Packing and practicalities',
          description:
            'Give a packing list for the usual weather in {travel_month}, plus advice on ' +
            'transit cards, payments and local etiquette.',
          variables: [{ name: 'travel_month', defaultValue: 'November' }],
        },
      ],
    },
    creator: 2,
    ageDays: 55,
    usageCount: 9900,
    upvotes: 1180,
  },
  {
    title: 'Twelve-Week Beginner Strength Program',
    description:
      'Design a 12-week beginner strength program with {days_per_week} sessions a week using ' +
      '{equipment}. Use simple progression rules I can follow without an app, list the ' +
      'warm-ups, and include a deload week. For each exercise, give the key technique cue and ' +
      'an easier alternative. Assume I am {profile}.',
    systemprompt:
      'You are a certified strength coach. Put safety and consistency first. Include a short ' +
      'note advising the user to check with a doctor if they have injuries or health ' +
      'conditions. Present the program as a table by week.',
    categories: ['Health & Fitness', 'Personal Development'],
    model: 'Other',
    variables: [
      { name: 'days_per_week', defaultValue: '3' },
      { name: 'equipment', defaultValue: 'a pair of adjustable dumbbells and a bench' },
      { name: 'profile', defaultValue: 'a healthy 38-year-old who sits at a desk all day' },
    ],
    isImagePrompt: false,
    creator: 3,
    ageDays: 310,
    usageCount: 6400,
    upvotes: 720,
  },
  {
    title: 'Support Email Macros for Common Tickets',
    description:
      'Write support email macros for {product} that agents can personalise in under a ' +
      'minute. Each step covers one ticket type and can run on its own. Follow the attached ' +
      'tone guide.',
    systemprompt:
      'You write customer support macros. Lead with the answer, then the steps, then a warm ' +
      'close. Keep each macro under 150 words. Use placeholders in square brackets, such as ' +
      '[first name], for details the agent fills in, and never promise what policy does not ' +
      'allow.',
    categories: ['Customer Support', 'Email', 'Copywriting'],
    model: 'ChatGPT',
    variables: [{ name: 'product', defaultValue: 'Pebble, a budgeting app' }],
    isImagePrompt: false,
    chain: {
      executionType: 'independent',
      steps: [
        {
          title: 'Refund request',
          description:
            'Write a macro for a refund request inside the {refund_window}-day window, and a ' +
            'second version for requests outside it that offers an alternative.',
          variables: [{ name: 'refund_window', defaultValue: '14' }],
        },
        {
          title: 'Bank sync failing',
          description:
            'Write a macro for bank connections that stopped syncing, with three ' +
            'troubleshooting steps and a clear point at which the agent escalates.',
          variables: [],
        },
        {
          title: 'Account deletion',
          description:
            'Write a macro confirming an account deletion request, explaining which data is ' +
            'removed, what is kept for legal reasons, and the timeline.',
          variables: [],
        },
      ],
    },
    attachments: [
      {
        kind: 'text',
        fileName: 'support-tone-guide.md',
        content: `# Support tone guide

- Use the customer's first name once, at the start.
- Apologise once, and specifically, if we caused the problem.
- Never say "unfortunately" twice in one email.
- Avoid blame: "the sync stopped", not "you disconnected it".
- Sign off with the agent's first name; no "Best regards".
`,
      },
    ],
    creator: 5,
    ageDays: 130,
    usageCount: 2050,
    upvotes: 215,
  },
  {
    title: 'App Icon Set in One Visual Language',
    description:
      'A set of nine app icons for {app_name}, arranged in a 3-by-3 grid: {icon_list}. All ' +
      'icons share one visual language, {icon_style}, with the same stroke weight, corner ' +
      'radius and light source, each centred on a rounded-square tile. Plain light ' +
      'background, even spacing, no text or letters.',
    categories: ['Design', 'Illustration', 'Web Development'],
    model: 'DALL-E',
    variables: [
      { name: 'app_name', defaultValue: 'a gardening planner' },
      {
        name: 'icon_list',
        defaultValue:
          'seed, watering can, calendar, sun, trowel, harvest basket, note, beetle, rain cloud',
      },
      { name: 'icon_style', defaultValue: 'soft 3D with subtle gradients' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'garden-app-icon-grid.png', pattern: 'grid', hue: 120 },
    ],
    creator: 7,
    ageDays: 20,
    usageCount: 1700,
    upvotes: 190,
  },
  {
    title: 'Timber Cabin Architectural Render at Dusk',
    description:
      'photorealistic architectural visualisation of a small timber cabin on {site}, charred ' +
      'larch cladding, a full-height glazed gable end, a thin standing-seam metal roof, ' +
      'interior glowing warm at {time_of_day} against a cool sky, eye-level view from slightly ' +
      'below, two-point perspective with straight verticals, native planting in the ' +
      'foreground, 24mm lens, 3:2. Negative prompt: people, cars, distorted lines, fisheye, ' +
      'oversaturated, cartoon, text',
    categories: ['Architecture', '3D & Rendering', 'Nature'],
    model: 'Stable Diffusion',
    variables: [
      { name: 'site', defaultValue: 'a rocky Norwegian fjord shoreline' },
      { name: 'time_of_day', defaultValue: 'dusk' },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'fjord-cabin-dusk.png', pattern: 'waves', hue: 205 },
      { kind: 'image', fileName: 'fjord-cabin-elevation-study.png', pattern: 'grid', hue: 30 },
    ],
    creator: 1,
    ageDays: 115,
    usageCount: 4500,
    upvotes: 520,
  },
  {
    title: 'Accessibility Review From a UI Screenshot',
    description:
      'Review the attached screenshot of our {{platform}} screen for accessibility and ' +
      'clarity. Check colour contrast, touch target sizes, text hierarchy, label wording and ' +
      'anything that relies on colour alone. For each issue, cite the WCAG 2.2 success ' +
      'criterion, estimate the severity and propose a fix, including rewritten microcopy ' +
      'where the wording is the problem.',
    systemprompt:
      'You are an accessibility specialist and UX writer. Measurements taken from a ' +
      'screenshot are estimates, so say when one needs checking in code. Output a table with ' +
      'the columns Element, Issue, WCAG, Severity and Fix.',
    tools: 'A contrast checker to confirm the estimated ratios',
    categories: ['Design', 'UX Writing', 'Web Development'],
    model: 'GPT-4 Vision',
    variables: [{ name: 'platform', defaultValue: 'iOS checkout' }],
    isImagePrompt: false,
    creator: 4,
    ageDays: 10,
    usageCount: 720,
    upvotes: 83,
  },
  {
    title: 'Sunday Weekly Review in Twenty Minutes',
    description:
      'Guide me through a 20-minute weekly review. Ask me one question at a time: what I ' +
      'finished, what slipped and why, what drained or energised me, and the three outcomes ' +
      'that would make next week a success. Then turn my answers into a short plan with a ' +
      'time-blocked Monday and one thing I will say no to.',
    systemprompt:
      'You are a calm, practical productivity coach. Do not lecture. Keep your questions ' +
      'short and wait for each answer before moving on.',
    categories: ['Productivity', 'Personal Development', 'Mental Wellbeing'],
    model: 'Other',
    variables: [],
    isImagePrompt: false,
    creator: null,
    ageDays: 1,
    usageCount: 24,
    upvotes: 3,
  },
  {
    title: 'Fridge Photo to Dinner Recipe',
    description:
      'Look at the photo of my open fridge and list the ingredients you can identify, with ' +
      'how confident you are about each one. Then suggest one dinner recipe for {servings} ' +
      'that uses the most perishable items first, needs nothing more than {equipment}, and ' +
      'takes under 40 minutes.',
    systemprompt:
      'You are a resourceful home cook. If you cannot identify something, ask rather than ' +
      'assume. Give quantities in metric units.',
    categories: ['Food & Cooking', 'Nutrition'],
    model: 'Gemini Pro Vision',
    variables: [
      { name: 'servings', defaultValue: 'two people' },
      { name: 'equipment', defaultValue: 'one frying pan and an oven' },
    ],
    isImagePrompt: false,
    creator: 6,
    ageDays: 5,
    usageCount: 330,
    upvotes: 41,
  },
  {
    title: 'Brutalist Library Concept Render',
    description:
      'concept render of a brutalist public library in {setting}, board-marked concrete, ' +
      'deep cantilevered reading rooms, a sunken courtyard with a single old tree, a few ' +
      'people for scale, soft overcast light, muted palette with a warm interior glow, wide ' +
      'establishing shot from across a plaza, architectural photography style ' +
      '--ar 16:9 --style raw --no text, signage, distorted geometry',
    categories: ['Architecture', 'Design', '3D & Rendering'],
    model: 'Midjourney',
    variables: [{ name: 'setting', defaultValue: 'a rainy northern harbour town' }],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'brutalist-library-plaza.png', pattern: 'grid', hue: 210 },
    ],
    creator: null,
    ageDays: 380,
    usageCount: 3700,
    upvotes: 390,
  },
  {
    title: 'Fantasy Inventory Icons With Readable Labels',
    description:
      'A sheet of six fantasy game inventory items on a dark parchment background: ' +
      '{item_list}. Each item sits in its own square slot with a thin gold border and a small ' +
      'label underneath in clean serif capitals naming it exactly. Hand-painted style, strong ' +
      'silhouettes, top-left lighting, consistent scale, 1:1.',
    categories: ['Gaming', 'Illustration', 'Design', 'Fantasy'],
    model: 'DeepFloyd',
    variables: [
      {
        name: 'item_list',
        defaultValue:
          'a moon-forged dagger, a healing tonic, a map case, a rune stone, a warding ' +
          'lantern and a bundle of arrows',
      },
    ],
    isImagePrompt: true,
    attachments: [
      { kind: 'image', fileName: 'fantasy-inventory-sheet.png', pattern: 'rings', hue: 45 },
    ],
    creator: 7,
    ageDays: 400,
    usageCount: 880,
    upvotes: 76,
  },
];
