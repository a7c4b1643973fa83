<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Accessible</name>
    <message>
        <source>Selected. Arrows move it, Shift for fine steps; Enter types exact coordinates; Tab selects the next vector.</source>
        <translation>[Šéļéçţéð. Åŕŕöŵš ɱöṽé îţ, Šĥîƒţ ƒöŕ ƒîñé šţéþš; Éñţéŕ ţýþéš éẋåçţ çööŕðîñåţéš; Ţåƀ šéļéçţš ţĥé ñéẋţ ṽéçţöŕ.·········································]</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j, with the weights without scaling and with the weights scaled by 1/√d.</source>
        <translation>[Ţĥé öûţþûţ îš ţĥé ŵéîĝĥţéð åṽéŕåĝé öƒ ţĥé ṽåļûéš (çöļöûŕš): ö = Σ α_ĵ ṽ_ĵ, ŵîţĥ ţĥé ŵéîĝĥţš ŵîţĥöûţ šçåļîñĝ åñð ŵîţĥ ţĥé ŵéîĝĥţš šçåļéð ƀý 1/√ð.························································]</translation>
    </message>
    <message>
        <source>Largest weight, entropy, effective number of keys and gradient signal, without scaling and scaled by 1/√d.</source>
        <translation>[Ļåŕĝéšţ ŵéîĝĥţ, éñţŕöþý, éƒƒéçţîṽé ñûɱƀéŕ öƒ ķéýš åñð ĝŕåðîéñţ šîĝñåļ, ŵîţĥöûţ šçåļîñĝ åñð šçåļéð ƀý 1/√ð.·········································]</translation>
    </message>
    <message>
        <source>Describe the scene (screen reader)</source>
        <translation>[Ðéšçŕîƀé ţĥé šçéñé (šçŕééñ ŕéåðéŕ)············]</translation>
    </message>
    <message>
        <source>canvas</source>
        <translation>[çåñṽåš·]</translation>
    </message>
    <message>
        <source>dimension d</source>
        <translation>[ðîɱéñšîöñ ð···]</translation>
    </message>
    <message>
        <source>Python code</source>
        <translation>[Þýţĥöñ çöðé···]</translation>
    </message>
    <message>
        <source>what the code printed</source>
        <translation>[ŵĥåţ ţĥé çöðé þŕîñţéð·······]</translation>
    </message>
    <message>
        <source>divider</source>
        <translation>[ðîṽîðéŕ·]</translation>
    </message>
    <message>
        <source>Drag to share the space between the parts on either side.</source>
        <translation>[Ðŕåĝ ţö šĥåŕé ţĥé šþåçé ƀéţŵééñ ţĥé þåŕţš öñ éîţĥéŕ šîðé.·····················]</translation>
    </message>
    <message>
        <source>more toolbar buttons</source>
        <translation>[ɱöŕé ţööļƀåŕ ƀûţţöñš······]</translation>
    </message>
    <message>
        <source>menu bar</source>
        <translation>[ɱéñû ƀåŕ··]</translation>
    </message>
    <message>
        <source>formula: {text}</source>
        <translation>[ƒöŕɱûļå: {text}····]</translation>
    </message>
    <message>
        <source>Step {number} of {count}:</source>
        <translation>[Šţéþ {number} öƒ {count}:········]</translation>
    </message>
    <message>
        <source>at {point}</source>
        <translation>[åţ {point}··]</translation>
    </message>
    <message>
        <source>weights without scaling</source>
        <translation>[ŵéîĝĥţš ŵîţĥöûţ šçåļîñĝ········]</translation>
    </message>
    <message>
        <source>weights scaled by 1/√d</source>
        <translation>[ŵéîĝĥţš šçåļéð ƀý 1/√ð·······]</translation>
    </message>
    <message>
        <source>dimension d, {d}, slider from {low} to {high}</source>
        <translation>[ðîɱéñšîöñ ð, {d}, šļîðéŕ ƒŕöɱ {low} ţö {high}················]</translation>
    </message>
    <message>
        <source>{key} {score} (canvas part {canvas}, hidden part {hidden})</source>
        <translation>[{key} {score} (çåñṽåš þåŕţ {canvas}, ĥîððéñ þåŕţ {hidden})······················]</translation>
    </message>
    <message>
        <source>scores q·k</source>
        <translation>[šçöŕéš ǫ·ķ··]</translation>
    </message>
    <message>
        <source>output colour without scaling: {u_name}, RGB {u_rgb}; scaled by 1/√d: {s_name}, RGB {s_rgb}</source>
        <translation>[öûţþûţ çöļöûŕ ŵîţĥöûţ šçåļîñĝ: {u_name}, ŔĜƁ {u_rgb}; šçåļéð ƀý 1/√ð: {s_name}, ŔĜƁ {s_rgb}···································]</translation>
    </message>
    <message>
        <source>values: {list}</source>
        <translation>[ṽåļûéš: {list}····]</translation>
    </message>
    <message>
        <source>largest weight {lu} without scaling, {ls} scaled; entropy {eu} nats ({fu}%) without scaling, {es} ({fs}%) scaled; effective keys {ku} of {n} without scaling, {ks} scaled; gradient signal {gu} without scaling, {gs} scaled</source>
        <translation>[ļåŕĝéšţ ŵéîĝĥţ {lu} ŵîţĥöûţ šçåļîñĝ, {ls} šçåļéð; éñţŕöþý {eu} ñåţš ({fu}%) ŵîţĥöûţ šçåļîñĝ, {es} ({fs}%) šçåļéð; éƒƒéçţîṽé ķéýš {ku} öƒ {n} ŵîţĥöûţ šçåļîñĝ, {ks} šçåļéð; ĝŕåðîéñţ šîĝñåļ {gu} ŵîţĥöûţ šçåļîñĝ, {gs} šçåļéð······················································································]</translation>
    </message>
    <message>
        <source>saturation against d; this scene at d = {d}: largest weight {u} without scaling, {s} scaled</source>
        <translation>[šåţûŕåţîöñ åĝåîñšţ ð; ţĥîš šçéñé åţ ð = {d}: ļåŕĝéšţ ŵéîĝĥţ {u} ŵîţĥöûţ šçåļîñĝ, {s} šçåļéð···································]</translation>
    </message>
    <message>
        <source>attention map, scaled by 1/√d</source>
        <translation>[åţţéñţîöñ ɱåþ, šçåļéð ƀý 1/√ð··········]</translation>
    </message>
    <message>
        <source>query {label}, {position}</source>
        <translation>[ǫûéŕý {label}, {position}········]</translation>
    </message>
    <message>
        <source>key {label}, value {colour}, {position}, weight {scaled} scaled, {unscaled} without scaling</source>
        <translation>[ķéý {label}, ṽåļûé {colour}, {position}, ŵéîĝĥţ {scaled} šçåļéð, {unscaled} ŵîţĥöûţ šçåļîñĝ···································]</translation>
    </message>
    <message>
        <source>{query}: key {key} wins with weight {unscaled} without scaling and {scaled} scaled; output {s_colour} scaled, {u_colour} without scaling.</source>
        <translation>[{query}: ķéý {key} ŵîñš ŵîţĥ ŵéîĝĥţ {unscaled} ŵîţĥöûţ šçåļîñĝ åñð {scaled} šçåļéð; öûţþûţ {s_colour} šçåļéð, {u_colour} ŵîţĥöûţ šçåļîñĝ.·····················································]</translation>
    </message>
    <message>
        <source>{label} {position}.</source>
        <translation>[{label} {position}.······]</translation>
    </message>
    <message>
        <source>d = {d}: largest weight {unscaled} without scaling, {scaled} scaled, on key {key}.</source>
        <translation>[ð = {d}: ļåŕĝéšţ ŵéîĝĥţ {unscaled} ŵîţĥöûţ šçåļîñĝ, {scaled} šçåļéð, öñ ķéý {key}.·······························]</translation>
    </message>
    <message>
        <source>Scene with d = {d}. Queries: {queries}. Keys: {keys}.</source>
        <translation>[Šçéñé ŵîţĥ ð = {d}. Ǫûéŕîéš: {queries}. Ķéýš: {keys}.····················]</translation>
    </message>
</context>
<context>
    <name>ColourName</name>
    <message>
        <source>black</source>
        <translation>[ƀļåçķ·]</translation>
    </message>
    <message>
        <source>dark grey</source>
        <translation>[ðåŕķ ĝŕéý··]</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>[ĝŕéý·]</translation>
    </message>
    <message>
        <source>light grey</source>
        <translation>[ļîĝĥţ ĝŕéý··]</translation>
    </message>
    <message>
        <source>white</source>
        <translation>[ŵĥîţé·]</translation>
    </message>
    <message>
        <source>red</source>
        <translation>[ŕéð·]</translation>
    </message>
    <message>
        <source>dark red</source>
        <translation>[ðåŕķ ŕéð··]</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>[ṽéŕɱîļîöñ··]</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>[öŕåñĝé·]</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>[ƀŕöŵñ·]</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>[ýéļļöŵ·]</translation>
    </message>
    <message>
        <source>mustard</source>
        <translation>[ɱûšţåŕð·]</translation>
    </message>
    <message>
        <source>olive</source>
        <translation>[öļîṽé·]</translation>
    </message>
    <message>
        <source>green</source>
        <translation>[ĝŕééñ·]</translation>
    </message>
    <message>
        <source>dark green</source>
        <translation>[ðåŕķ ĝŕééñ··]</translation>
    </message>
    <message>
        <source>bluish green</source>
        <translation>[ƀļûîšĥ ĝŕééñ···]</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>[ţéåļ·]</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>[šķý ƀļûé··]</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>[ƀļûé·]</translation>
    </message>
    <message>
        <source>navy</source>
        <translation>[ñåṽý·]</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>[þûŕþļé·]</translation>
    </message>
    <message>
        <source>reddish purple</source>
        <translation>[ŕéððîšĥ þûŕþļé····]</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>[þîñķ·]</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>[ƀéîĝé·]</translation>
    </message>
</context>
<context>
    <name>DControl</name>
    <message>
        <source>dimension d</source>
        <translation>[ðîɱéñšîöñ ð···]</translation>
    </message>
    <message>
        <source>d, the dimension of every vector (2 … 4096, log scale; ticks at powers of two).
The canvas shows the first two coordinates; the other d − 2 are hidden N(0, 1).
Keys + and − double and halve d.</source>
        <translation>[ð, ţĥé ðîɱéñšîöñ öƒ éṽéŕý ṽéçţöŕ (2 … 4096, ļöĝ šçåļé; ţîçķš åţ þöŵéŕš öƒ ţŵö).
Ţĥé çåñṽåš šĥöŵš ţĥé ƒîŕšţ ţŵö çööŕðîñåţéš; ţĥé öţĥéŕ ð − 2 åŕé ĥîððéñ Ñ(0, 1).
Ķéýš + åñð − ðöûƀļé åñð ĥåļṽé ð.···········································································]</translation>
    </message>
</context>
<context>
    <name>ExactPositionDialog</name>
    <message>
        <source>Position of {name}</source>
        <translation>[Þöšîţîöñ öƒ {name}······]</translation>
    </message>
    <message>
        <source>The canvas is [−{limit}, {limit}]²; points outside are clamped.</source>
        <translation>[Ţĥé çåñṽåš îš [−{limit}, {limit}]²; þöîñţš öûţšîðé åŕé çļåɱþéð.························]</translation>
    </message>
    <message>
        <source>θ (degrees)</source>
        <translation>[θ (ðéĝŕééš)···]</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>“{name}” has changes that are not saved.</source>
        <translation>[“{name}” ĥåš çĥåñĝéš ţĥåţ åŕé ñöţ šåṽéð.··············]</translation>
    </message>
    <message>
        <source>The untitled scene has changes that are not saved.</source>
        <translation>[Ţĥé ûñţîţļéð šçéñé ĥåš çĥåñĝéš ţĥåţ åŕé ñöţ šåṽéð.··················]</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>[Ûñšåṽéð çĥåñĝéš····]</translation>
    </message>
    <message>
        <source>Save them before you {action}?</source>
        <translation>[Šåṽé ţĥéɱ ƀéƒöŕé ýöû {action}?··········]</translation>
    </message>
    <message>
        <source>start a new scene</source>
        <translation>[šţåŕţ å ñéŵ šçéñé·····]</translation>
    </message>
    <message>
        <source>New untitled scene</source>
        <translation>[Ñéŵ ûñţîţļéð šçéñé······]</translation>
    </message>
    <message>
        <source>open another file</source>
        <translation>[öþéñ åñöţĥéŕ ƒîļé·····]</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>[Öþéñ·]</translation>
    </message>
    <message>
        <source>open a lesson deck</source>
        <translation>[öþéñ å ļéššöñ ðéçķ······]</translation>
    </message>
    <message>
        <source>Could not open the deck</source>
        <translation>[Çöûļð ñöţ öþéñ ţĥé ðéçķ········]</translation>
    </message>
    <message>
        <source>lesson decks cannot be opened here</source>
        <translation>[ļéššöñ ðéçķš çåññöţ ƀé öþéñéð ĥéŕé············]</translation>
    </message>
    <message>
        <source>Could not open the file</source>
        <translation>[Çöûļð ñöţ öþéñ ţĥé ƒîļé········]</translation>
    </message>
    <message>
        <source>Opened with warnings: {warnings}</source>
        <translation>[Öþéñéð ŵîţĥ ŵåŕñîñĝš: {warnings}···········]</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>[Öþéñéð {name}····]</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>[Šåṽé Åš·]</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>[Çöûļð ñöţ šåṽé····]</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>[Šåṽéð {name}···]</translation>
    </message>
    <message>
        <source>Presets unavailable: {error}</source>
        <translation>[Þŕéšéţš ûñåṽåîļåƀļé: {error}··········]</translation>
    </message>
    <message>
        <source>load a preset</source>
        <translation>[ļöåð å þŕéšéţ····]</translation>
    </message>
    <message>
        <source>Could not load the preset</source>
        <translation>[Çöûļð ñöţ ļöåð ţĥé þŕéšéţ········]</translation>
    </message>
    <message>
        <source>Preset: {title}</source>
        <translation>[Þŕéšéţ: {title}····]</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <source>Key {label}</source>
        <translation>[Ķéý {label}···]</translation>
    </message>
    <message>
        <source>The key's name: a letter or a word (up to 16 characters).</source>
        <translation>[Ţĥé ķéý'š ñåɱé: å ļéţţéŕ öŕ å ŵöŕð (ûþ ţö 16 çĥåŕåçţéŕš).·····················]</translation>
    </message>
    <message>
        <source>Okabe–Ito {name} {code} (colour-blind safe)</source>
        <translation>[Öķåƀé–Îţö {name} {code} (çöļöûŕ-ƀļîñð šåƒé)················]</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>[Öţĥéŕ…·]</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>[Ļåƀéļ·]</translation>
    </message>
    <message>
        <source>Value (colour)</source>
        <translation>[Ṽåļûé (çöļöûŕ)····]</translation>
    </message>
    <message>
        <source>Value colour</source>
        <translation>[Ṽåļûé çöļöûŕ···]</translation>
    </message>
    <message>
        <source>A key needs a label: type a letter or a word.</source>
        <translation>[Å ķéý ñééðš å ļåƀéļ: ţýþé å ļéţţéŕ öŕ å ŵöŕð.················]</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>[&amp;Låñĝûåĝé··]</translation>
    </message>
</context>
<context>
    <name>LectureController</name>
    <message>
        <source>Open lesson: Attention</source>
        <translation>[Öþéñ ļéššöñ: Åţţéñţîöñ·······]</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>[Öþéñ ðéçķ…··]</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>[Ñéẋţ šţéþ··]</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>[Þŕéṽîöûš šţéþ····]</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>[Ƒîŕšţ šţéþ··]</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>[Ļåšţ šţéþ··]</translation>
    </message>
    <message>
        <source>Add the scene as a step</source>
        <translation>[Åðð ţĥé šçéñé åš å šţéþ········]</translation>
    </message>
    <message>
        <source>Replace this step with the scene</source>
        <translation>[Ŕéþļåçé ţĥîš šţéþ ŵîţĥ ţĥé šçéñé···········]</translation>
    </message>
    <message>
        <source>Edit title, caption and notes…</source>
        <translation>[Éðîţ ţîţļé, çåþţîöñ åñð ñöţéš…··········]</translation>
    </message>
    <message>
        <source>Move step earlier</source>
        <translation>[Ṁöṽé šţéþ éåŕļîéŕ·····]</translation>
    </message>
    <message>
        <source>Move step later</source>
        <translation>[Ṁöṽé šţéþ ļåţéŕ····]</translation>
    </message>
    <message>
        <source>Delete step</source>
        <translation>[Ðéļéţé šţéþ···]</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>[Šåṽé ðéçķ··]</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>[Šåṽé ðéçķ åš…····]</translation>
    </message>
    <message>
        <source>Close deck</source>
        <translation>[Çļöšé ðéçķ··]</translation>
    </message>
    <message>
        <source>Reduce motion (no animated steps)</source>
        <translation>[Ŕéðûçé ɱöţîöñ (ñö åñîɱåţéð šţéþš)············]</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Re-roll</source>
        <translation>[Ŕé-ŕöļļ·]</translation>
    </message>
    <message>
        <source>Draw new hidden coordinates (change the seed). At d = 2 nothing changes:
there are no hidden coordinates.</source>
        <translation>[Ðŕåŵ ñéŵ ĥîððéñ çööŕðîñåţéš (çĥåñĝé ţĥé šééð). Åţ ð = 2 ñöţĥîñĝ çĥåñĝéš:
ţĥéŕé åŕé ñö ĥîððéñ çööŕðîñåţéš.········································]</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>[Åðð ķéý·]</translation>
    </message>
    <message>
        <source>Add a key (up to {count}); or double-click empty canvas.</source>
        <translation>[Åðð å ķéý (ûþ ţö {count}); öŕ ðöûƀļé-çļîçķ éɱþţý çåñṽåš.·····················]</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>[Åðð ǫûéŕý··]</translation>
    </message>
    <message>
        <source>Add a query (up to {count}, labelled q1 … q{count}); or press Q, or Shift+double-click
empty canvas. Each query is one row of the attention map.</source>
        <translation>[Åðð å ǫûéŕý (ûþ ţö {count}, ļåƀéļļéð ǫ1 … ǫ{count}); öŕ þŕéšš Ǫ, öŕ Šĥîƒţ+ðöûƀļé-çļîçķ
éɱþţý çåñṽåš. Éåçĥ ǫûéŕý îš öñé ŕöŵ öƒ ţĥé åţţéñţîöñ ɱåþ.························································]</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>[Ŕéñåɱé…·]</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>[&amp;Fîļé·]</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>[&amp;Eðîţ·]</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>[&amp;Pŕéšéţš··]</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>[&amp;Vîéŵ·]</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>[&amp;Léššöñ·]</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>[&amp;Néŵ·]</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>[&amp;Oþéñ…·]</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>[Öþéñ &amp;Réçéñţ···]</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>[(ñö ŕéçéñţ ƒîļéš)·····]</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>[Çļéåŕ ţĥé ļîšţ····]</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>[&amp;Såṽé·]</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>[Šåṽé &amp;Aš…··]</translation>
    </message>
    <message>
        <source>&amp;Export picture</source>
        <translation>[&amp;Eẋþöŕţ þîçţûŕé····]</translation>
    </message>
    <message>
        <source>Whole view as PNG (1x)…</source>
        <translation>[Ŵĥöļé ṽîéŵ åš ÞÑĜ (1ẋ)…········]</translation>
    </message>
    <message>
        <source>Whole view as PNG (2x, for projectors)…</source>
        <translation>[Ŵĥöļé ṽîéŵ åš ÞÑĜ (2ẋ, ƒöŕ þŕöĵéçţöŕš)…··············]</translation>
    </message>
    <message>
        <source>Whole view at a chosen size…</source>
        <translation>[Ŵĥöļé ṽîéŵ åţ å çĥöšéñ šîžé…··········]</translation>
    </message>
    <message>
        <source>Whole view as SVG…</source>
        <translation>[Ŵĥöļé ṽîéŵ åš ŠṼĜ…······]</translation>
    </message>
    <message>
        <source>One panel as PNG (2x)</source>
        <translation>[Öñé þåñéļ åš ÞÑĜ (2ẋ)·······]</translation>
    </message>
    <message>
        <source>&amp;Copy picture</source>
        <translation>[&amp;Cöþý þîçţûŕé····]</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>[&amp;Qûîţ·]</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>[Åðð ķéý·]</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>[Åðð ǫûéŕý··]</translation>
    </message>
    <message>
        <source>Position of the selected vector…</source>
        <translation>[Þöšîţîöñ öƒ ţĥé šéļéçţéð ṽéçţöŕ…···········]</translation>
    </message>
    <message>
        <source>Delete the selected vector</source>
        <translation>[Ðéļéţé ţĥé šéļéçţéð ṽéçţöŕ·········]</translation>
    </message>
    <message>
        <source>Re-roll hidden coordinates</source>
        <translation>[Ŕé-ŕöļļ ĥîððéñ çööŕðîñåţéš·········]</translation>
    </message>
    <message>
        <source>Title and caption…</source>
        <translation>[Ţîţļé åñð çåþţîöñ…······]</translation>
    </message>
    <message>
        <source>Copy attention map as CSV</source>
        <translation>[Çöþý åţţéñţîöñ ɱåþ åš ÇŠṼ········]</translation>
    </message>
    <message>
        <source>Show or hide the {panel} ({key})</source>
        <translation>[Šĥöŵ öŕ ĥîðé ţĥé {panel} ({key})···········]</translation>
    </message>
    <message>
        <source>Scaled weights (÷ √d)</source>
        <translation>[Šçåļéð ŵéîĝĥţš (÷ √ð)·······]</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>[Ţĥéɱé·]</translation>
    </message>
    <message>
        <source>Turning speed</source>
        <translation>[Ţûŕñîñĝ šþééð····]</translation>
    </message>
</context>
<context>
    <name>PanelArea</name>
    <message>
        <source>{names} and {last}</source>
        <translation>[{names} åñð {last}······]</translation>
    </message>
    <message>
        <source>{panels} left out: no room at this size (V to choose, Ctrl+- makes room)</source>
        <translation>[{panels} ļéƒţ öûţ: ñö ŕööɱ åţ ţĥîš šîžé (Ṽ ţö çĥööšé, Çţŕļ+- ɱåķéš ŕööɱ)···························]</translation>
    </message>
    <message>
        <source>{panels} hidden: no room (enlarge the window or press Ctrl+-)</source>
        <translation>[{panels} ĥîððéñ: ñö ŕööɱ (éñļåŕĝé ţĥé ŵîñðöŵ öŕ þŕéšš Çţŕļ+-)·······················]</translation>
    </message>
    <message>
        <source>{panels} left out (V to choose)</source>
        <translation>[{panels} ļéƒţ öûţ (Ṽ ţö çĥööšé)···········]</translation>
    </message>
    <message>
        <source>{panels} hidden: no room</source>
        <translation>[{panels} ĥîððéñ: ñö ŕööɱ········]</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Larger text and lines</source>
        <translation>[Ļåŕĝéŕ ţéẋţ åñð ļîñéš·······]</translation>
    </message>
    <message>
        <source>Smaller text and lines</source>
        <translation>[Šɱåļļéŕ ţéẋţ åñð ļîñéš·······]</translation>
    </message>
    <message>
        <source>Default size</source>
        <translation>[Ðéƒåûļţ šîžé···]</translation>
    </message>
    <message>
        <source>Next theme</source>
        <translation>[Ñéẋţ ţĥéɱé··]</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <source>Presentation mode</source>
        <translation>[Þŕéšéñţåţîöñ ɱöðé·····]</translation>
    </message>
    <message>
        <source>Leave presentation</source>
        <translation>[Ļéåṽé þŕéšéñţåţîöñ······]</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>[Ƒûļļ šçŕééñ···]</translation>
    </message>
    <message>
        <source>Blank the screen</source>
        <translation>[Ɓļåñķ ţĥé šçŕééñ·····]</translation>
    </message>
    <message>
        <source>Hide the answers (predict first)</source>
        <translation>[Ĥîðé ţĥé åñšŵéŕš (þŕéðîçţ ƒîŕšţ)···········]</translation>
    </message>
    <message>
        <source>Reveal the answers</source>
        <translation>[Ŕéṽéåļ ţĥé åñšŵéŕš······]</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>[Þŕéšéñţ·]</translation>
    </message>
    <message>
        <source>Presentation mode (F5): full screen, menus hidden, large type.
Clicker: PageDown / PageUp step, B blanks, H hides the answers, R reveals,
P turns the query, Ctrl+= / Ctrl+- size, Esc leaves.</source>
        <translation>[Þŕéšéñţåţîöñ ɱöðé (Ƒ5): ƒûļļ šçŕééñ, ɱéñûš ĥîððéñ, ļåŕĝé ţýþé.
Çļîçķéŕ: ÞåĝéÐöŵñ / ÞåĝéÛþ šţéþ, Ɓ ƀļåñķš, Ĥ ĥîðéš ţĥé åñšŵéŕš, Ŕ ŕéṽéåļš,
Þ ţûŕñš ţĥé ǫûéŕý, Çţŕļ+= / Çţŕļ+- šîžé, Éšç ļéåṽéš.··········································································]</translation>
    </message>
</context>
<context>
    <name>ReadoutsPanel</name>
    <message>
        <source>largest weight</source>
        <translation>[ļåŕĝéšţ ŵéîĝĥţ····]</translation>
    </message>
    <message>
        <source>spread (entropy)</source>
        <translation>[šþŕéåð (éñţŕöþý)·····]</translation>
    </message>
    <message>
        <source>effective keys</source>
        <translation>[éƒƒéçţîṽé ķéýš····]</translation>
    </message>
    <message>
        <source>gradient signal</source>
        <translation>[ĝŕåðîéñţ šîĝñåļ····]</translation>
    </message>
    <message>
        <source>{value} of {count}</source>
        <translation>[{value} öƒ {count}······]</translation>
    </message>
</context>
<context>
    <name>SaturationPlot</name>
    <message>
        <source>saturation: expected largest weight vs d</source>
        <translation>[šåţûŕåţîöñ: éẋþéçţéð ļåŕĝéšţ ŵéîĝĥţ ṽš ð··············]</translation>
    </message>
    <message>
        <source>saturation vs d</source>
        <translation>[šåţûŕåţîöñ ṽš ð····]</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>[ŵîţĥöûţ šçåļîñĝ····]</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>[ûñšçåļéð··]</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>[šçåļéð ƀý 1/√ð····]</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>[šçåļéð·]</translation>
    </message>
    <message>
        <source>The curves: the largest weight averaged over random queries and keys (this many
keys) with N(0, 1) entries, against d (Monte Carlo, 4,000 trials per d). Without
scaling the largest weight climbs to 1 (saturation); scaled by 1/√d it stays flat.
The dots: this scene's own largest weights at its d (its vectors, not an average).</source>
        <translation>[Ţĥé çûŕṽéš: ţĥé ļåŕĝéšţ ŵéîĝĥţ åṽéŕåĝéð öṽéŕ ŕåñðöɱ ǫûéŕîéš åñð ķéýš (ţĥîš ɱåñý
ķéýš) ŵîţĥ Ñ(0, 1) éñţŕîéš, åĝåîñšţ ð (Ṁöñţé Çåŕļö, 4,000 ţŕîåļš þéŕ ð). Ŵîţĥöûţ
šçåļîñĝ ţĥé ļåŕĝéšţ ŵéîĝĥţ çļîɱƀš ţö 1 (šåţûŕåţîöñ); šçåļéð ƀý 1/√ð îţ šţåýš ƒļåţ.
Ţĥé ðöţš: ţĥîš šçéñé'š öŵñ ļåŕĝéšţ ŵéîĝĥţš åţ îţš ð (îţš ṽéçţöŕš, ñöţ åñ åṽéŕåĝé).·································································································································]</translation>
    </message>
</context>
<context>
    <name>ScoresTable</name>
    <message>
        <source>key</source>
        <translation>[ķéý·]</translation>
    </message>
    <message>
        <source>canvas part</source>
        <translation>[çåñṽåš þåŕţ···]</translation>
    </message>
    <message>
        <source>hidden part</source>
        <translation>[ĥîððéñ þåŕţ···]</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>[šçöŕé ǫ·ķ··]</translation>
    </message>
    <message>
        <source>canvas share</source>
        <translation>[çåñṽåš šĥåŕé···]</translation>
    </message>
    <message>
        <source>score {label}·k</source>
        <translation>[šçöŕé {label}·ķ····]</translation>
    </message>
    <message>
        <source>Scores: the dot product q·k for each key.
canvas part = q_x k_x + q_y k_y (what you see on the canvas);
hidden part = the other d − 2 coordinates, drawn once from N(0, 1).
At d = 2 there is no hidden part; as d grows it spreads like √(d − 2).
canvas share = |canvas part| / (|canvas part| + |hidden part|): how much of the
score the canvas decides. 100% at d = 2; at d = 512 it is small, so turning
the query hardly changes the weights.
With several queries, the rows are the selected query's (named in the last column).</source>
        <translation>[Šçöŕéš: ţĥé ðöţ þŕöðûçţ ǫ·ķ ƒöŕ éåçĥ ķéý.
çåñṽåš þåŕţ = ǫ_ẋ ķ_ẋ + ǫ_ý ķ_ý (ŵĥåţ ýöû šéé öñ ţĥé çåñṽåš);
ĥîððéñ þåŕţ = ţĥé öţĥéŕ ð − 2 çööŕðîñåţéš, ðŕåŵñ öñçé ƒŕöɱ Ñ(0, 1).
Åţ ð = 2 ţĥéŕé îš ñö ĥîððéñ þåŕţ; åš ð ĝŕöŵš îţ šþŕéåðš ļîķé √(ð − 2).
çåñṽåš šĥåŕé = |çåñṽåš þåŕţ| / (|çåñṽåš þåŕţ| + |ĥîððéñ þåŕţ|): ĥöŵ ɱûçĥ öƒ ţĥé
šçöŕé ţĥé çåñṽåš ðéçîðéš. 100% åţ ð = 2; åţ ð = 512 îţ îš šɱåļļ, šö ţûŕñîñĝ
ţĥé ǫûéŕý ĥåŕðļý çĥåñĝéš ţĥé ŵéîĝĥţš.
Ŵîţĥ šéṽéŕåļ ǫûéŕîéš, ţĥé ŕöŵš åŕé ţĥé šéļéçţéð ǫûéŕý'š (ñåɱéð îñ ţĥé ļåšţ çöļûɱñ).··············································································································································································································]</translation>
    </message>
    <message>
        <source>… {count} more keys: enlarge the window or hide a panel (View menu)</source>
        <translation>[… {count} ɱöŕé ķéýš: éñļåŕĝé ţĥé ŵîñðöŵ öŕ ĥîðé å þåñéļ (Ṽîéŵ ɱéñû)·························]</translation>
    </message>
</context>
<context>
    <name>Series</name>
    <message>
        <source>without scaling</source>
        <translation>[ŵîţĥöûţ šçåļîñĝ····]</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>[šçåļéð ƀý 1/√ð····]</translation>
    </message>
    <message>
        <source>weights, without scaling</source>
        <translation>[ŵéîĝĥţš, ŵîţĥöûţ šçåļîñĝ········]</translation>
    </message>
    <message>
        <source>weights, scaled by 1/√d</source>
        <translation>[ŵéîĝĥţš, šçåļéð ƀý 1/√ð········]</translation>
    </message>
    <message>
        <source>output, without scaling</source>
        <translation>[öûţþûţ, ŵîţĥöûţ šçåļîñĝ········]</translation>
    </message>
    <message>
        <source>output, scaled by 1/√d</source>
        <translation>[öûţþûţ, šçåļéð ƀý 1/√ð·······]</translation>
    </message>
</context>
<context>
    <name>ShortcutsWindow</name>
    <message>
        <source>Canvas and scene</source>
        <translation>[Çåñṽåš åñð šçéñé·····]</translation>
    </message>
    <message>
        <source>Files and presets</source>
        <translation>[Ƒîļéš åñð þŕéšéţš·····]</translation>
    </message>
    <message>
        <source>Lecture and presenting</source>
        <translation>[Ļéçţûŕé åñð þŕéšéñţîñĝ·······]</translation>
    </message>
    <message>
        <source>Code panel</source>
        <translation>[Çöðé þåñéļ··]</translation>
    </message>
    <message>
        <source>View</source>
        <translation>[Ṽîéŵ·]</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>[Öţĥéŕ·]</translation>
    </message>
    <message>
        <source>Select the next / previous vector</source>
        <translation>[Šéļéçţ ţĥé ñéẋţ / þŕéṽîöûš ṽéçţöŕ············]</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>[Ţåƀ, Šĥîƒţ+Ţåƀ····]</translation>
    </message>
    <message>
        <source>Move the selected vector by 0.1</source>
        <translation>[Ṁöṽé ţĥé šéļéçţéð ṽéçţöŕ ƀý 0.1···········]</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>[Åŕŕöŵ ķéýš··]</translation>
    </message>
    <message>
        <source>Move the selected vector by 0.01</source>
        <translation>[Ṁöṽé ţĥé šéļéçţéð ṽéçţöŕ ƀý 0.01···········]</translation>
    </message>
    <message>
        <source>Shift+Arrow keys</source>
        <translation>[Šĥîƒţ+Åŕŕöŵ ķéýš·····]</translation>
    </message>
    <message>
        <source>Type exact coordinates for the selected vector</source>
        <translation>[Ţýþé éẋåçţ çööŕðîñåţéš ƒöŕ ţĥé šéļéçţéð ṽéçţöŕ·················]</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>[Éñţéŕ·]</translation>
    </message>
    <message>
        <source>Delete the selected vector</source>
        <translation>[Ðéļéţé ţĥé šéļéçţéð ṽéçţöŕ·········]</translation>
    </message>
    <message>
        <source>Delete, Backspace</source>
        <translation>[Ðéļéţé, Ɓåçķšþåçé·····]</translation>
    </message>
    <message>
        <source>Stop the running code (in the editor)</source>
        <translation>[Šţöþ ţĥé ŕûññîñĝ çöðé (îñ ţĥé éðîţöŕ)·············]</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>[Éšç·]</translation>
    </message>
    <message>
        <source>Turn the query 5° clockwise</source>
        <translation>[Ţûŕñ ţĥé ǫûéŕý 5° çļöçķŵîšé·········]</translation>
    </message>
    <message>
        <source>Turn the query 5° anticlockwise</source>
        <translation>[Ţûŕñ ţĥé ǫûéŕý 5° åñţîçļöçķŵîšé···········]</translation>
    </message>
    <message>
        <source>Double d</source>
        <translation>[Ðöûƀļé ð··]</translation>
    </message>
    <message>
        <source>Halve d</source>
        <translation>[Ĥåļṽé ð·]</translation>
    </message>
    <message>
        <source>Run the code</source>
        <translation>[Ŕûñ ţĥé çöðé···]</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>[Ķéýƀöåŕð šĥöŕţçûţš······]</translation>
    </message>
    <message>
        <source>Search: what it does or a key</source>
        <translation>[Šéåŕçĥ: ŵĥåţ îţ ðöéš öŕ å ķéý··········]</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>[Šéåŕçĥ šĥöŕţçûţš·····]</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>[Ŵĥåţ îţ ðöéš···]</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>[Ķéýš·]</translation>
    </message>
    <message numerus="yes">
        <source>%n shortcuts shown</source>
        <translation>
            <numerusform>[%n šĥöŕţçûţš šĥöŵñ······]</numerusform>
            <numerusform>[%n šĥöŕţçûţš šĥöŵñ······]</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>[&amp;Héļþ·]</translation>
    </message>
</context>
<context>
    <name>TurningController</name>
    <message>
        <source>Play / pause: turn the query</source>
        <translation>[Þļåý / þåûšé: ţûŕñ ţĥé ǫûéŕý··········]</translation>
    </message>
    <message>
        <source>{speed}° per second</source>
        <translation>[{speed}° þéŕ šéçöñð······]</translation>
    </message>
</context>
</TS>
