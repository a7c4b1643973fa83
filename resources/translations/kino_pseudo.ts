<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About kino</source>
        <translation>[Åƀöûţ ķîñö··]</translation>
    </message>
    <message>
        <source>A desktop simulator that teaches attention: drag a query and keys, watch softmax.</source>
        <translation>[Å ðéšķţöþ šîɱûļåţöŕ ţĥåţ ţéåçĥéš åţţéñţîöñ: ðŕåĝ å ǫûéŕý åñð ķéýš, ŵåţçĥ šöƒţɱåẋ.·······························]</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>[Ļîçéñçé: {licence}······]</translation>
    </message>
    <message>
        <source>System</source>
        <translation>[Šýšţéɱ·]</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>[Çöþý·]</translation>
    </message>
    <message>
        <source>Copy kino's version and the stack's, for a bug report</source>
        <translation>[Çöþý ķîñö'š ṽéŕšîöñ åñð ţĥé šţåçķ'š, ƒöŕ å ƀûĝ ŕéþöŕţ····················]</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>[Çöþîéð·]</translation>
    </message>
</context>
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
        <source>weights</source>
        <translation>[ŵéîĝĥţš·]</translation>
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
        <source>output colour: {name}, RGB {rgb}</source>
        <translation>[öûţþûţ çöļöûŕ: {name}, ŔĜƁ {rgb}···········]</translation>
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
        <source>largest weight {l}; entropy {e} nats ({f}%); effective keys {k} of {n}; gradient signal {g}</source>
        <translation>[ļåŕĝéšţ ŵéîĝĥţ {l}; éñţŕöþý {e} ñåţš ({f}%); éƒƒéçţîṽé ķéýš {k} öƒ {n}; ĝŕåðîéñţ šîĝñåļ {g}···································]</translation>
    </message>
    <message>
        <source>largest weight {lu} without scaling, {ls} scaled; entropy {eu} nats ({fu}%) without scaling, {es} ({fs}%) scaled; effective keys {ku} of {n} without scaling, {ks} scaled; gradient signal {gu} without scaling, {gs} scaled</source>
        <translation>[ļåŕĝéšţ ŵéîĝĥţ {lu} ŵîţĥöûţ šçåļîñĝ, {ls} šçåļéð; éñţŕöþý {eu} ñåţš ({fu}%) ŵîţĥöûţ šçåļîñĝ, {es} ({fs}%) šçåļéð; éƒƒéçţîṽé ķéýš {ku} öƒ {n} ŵîţĥöûţ šçåļîñĝ, {ks} šçåļéð; ĝŕåðîéñţ šîĝñåļ {gu} ŵîţĥöûţ šçåļîñĝ, {gs} šçåļéð······················································································]</translation>
    </message>
    <message>
        <source>saturation against d; this scene at d = {d}: largest weight {u}</source>
        <translation>[šåţûŕåţîöñ åĝåîñšţ ð; ţĥîš šçéñé åţ ð = {d}: ļåŕĝéšţ ŵéîĝĥţ {u}························]</translation>
    </message>
    <message>
        <source>saturation against d; this scene at d = {d}: largest weight {u} without scaling, {s} scaled</source>
        <translation>[šåţûŕåţîöñ åĝåîñšţ ð; ţĥîš šçéñé åţ ð = {d}: ļåŕĝéšţ ŵéîĝĥţ {u} ŵîţĥöûţ šçåļîñĝ, {s} šçåļéð···································]</translation>
    </message>
    <message>
        <source>attention map, without scaling</source>
        <translation>[åţţéñţîöñ ɱåþ, ŵîţĥöûţ šçåļîñĝ··········]</translation>
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
        <source>key {label}, value {colour}, {position}, weight {weight}</source>
        <translation>[ķéý {label}, ṽåļûé {colour}, {position}, ŵéîĝĥţ {weight}·····················]</translation>
    </message>
    <message>
        <source>key {label}, value {colour}, {position}, weight {scaled} scaled, {unscaled} without scaling</source>
        <translation>[ķéý {label}, ṽåļûé {colour}, {position}, ŵéîĝĥţ {scaled} šçåļéð, {unscaled} ŵîţĥöûţ šçåļîñĝ···································]</translation>
    </message>
    <message>
        <source>{query}: key {key} wins with weight {weight}; output {colour}.</source>
        <translation>[{query}: ķéý {key} ŵîñš ŵîţĥ ŵéîĝĥţ {weight}; öûţþûţ {colour}.·······················]</translation>
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
        <source>d = {d}: largest weight {weight}, on key {key}.</source>
        <translation>[ð = {d}: ļåŕĝéšţ ŵéîĝĥţ {weight}, öñ ķéý {key}.·················]</translation>
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
    <name>Application</name>
    <message>
        <source>kino shows one scene at a time: {count} more not opened</source>
        <translation>[ķîñö šĥöŵš öñé šçéñé åţ å ţîɱé: {count} ɱöŕé ñöţ öþéñéð····················]</translation>
    </message>
</context>
<context>
    <name>AttentionMap</name>
    <message>
        <source>both</source>
        <translation>[ƀöţĥ·]</translation>
    </message>
    <message>
        <source>unscaled</source>
        <comment>a toggle on a narrow panel</comment>
        <translation>[ûñšçåļéð··]</translation>
    </message>
    <message>
        <source>÷ √d</source>
        <translation>[÷ √ð·]</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>[ŵîţĥöûţ šçåļîñĝ····]</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>[šçåļéð ƀý 1/√ð····]</translation>
    </message>
    <message>
        <source>without scaling: softmax(QKᵀ)</source>
        <translation>[ŵîţĥöûţ šçåļîñĝ: šöƒţɱåẋ(ǪĶᵀ)··········]</translation>
    </message>
    <message>
        <source>scaled: softmax(QKᵀ / √d)</source>
        <translation>[šçåļéð: šöƒţɱåẋ(ǪĶᵀ / √ð)········]</translation>
    </message>
    <message>
        <source>Q ({n_q}, {d})·Kᵀ ({d}, {n_k}) → ({n_q}, {n_k}), softmax per row, ·V ({n_k}, 3) → ({n_q}, 3)</source>
        <translation>[Ǫ ({n_q}, {d})·Ķᵀ ({d}, {n_k}) → ({n_q}, {n_k}), šöƒţɱåẋ þéŕ ŕöŵ, ·Ṽ ({n_k}, 3) → ({n_q}, 3)···································]</translation>
    </message>
    <message>
        <source>Q ({n_q}, {d}) · Kᵀ ({d}, {n_k}) → scores ({n_q}, {n_k}), softmax along each row, · V ({n_k}, 3) → output ({n_q}, 3)</source>
        <translation>[Ǫ ({n_q}, {d}) · Ķᵀ ({d}, {n_k}) → šçöŕéš ({n_q}, {n_k}), šöƒţɱåẋ åļöñĝ éåçĥ ŕöŵ, · Ṽ ({n_k}, 3) → öûţþûţ ({n_q}, 3)·············································]</translation>
    </message>
    <message>
        <source>The attention map: row i holds the weights of query i over every key (it sums to 1).</source>
        <translation>[Ţĥé åţţéñţîöñ ɱåþ: ŕöŵ î ĥöļðš ţĥé ŵéîĝĥţš öƒ ǫûéŕý î öṽéŕ éṽéŕý ķéý (îţ šûɱš ţö 1).································]</translation>
    </message>
    <message>
        <source>Show the other weighting</source>
        <translation>[Šĥöŵ ţĥé öţĥéŕ ŵéîĝĥţîñĝ········]</translation>
    </message>
    <message>
        <source>Both weightings do not fit here with readable numbers: they take turns. Click, or press Space on this button, to show the other one.</source>
        <translation>[Ɓöţĥ ŵéîĝĥţîñĝš ðö ñöţ ƒîţ ĥéŕé ŵîţĥ ŕéåðåƀļé ñûɱƀéŕš: ţĥéý ţåķé ţûŕñš. Çļîçķ, öŕ þŕéšš Šþåçé öñ ţĥîš ƀûţţöñ, ţö šĥöŵ ţĥé öţĥéŕ öñé.···················································]</translation>
    </message>
    <message>
        <source>⇄ show without scaling</source>
        <translation>[⇄ šĥöŵ ŵîţĥöûţ šçåļîñĝ·······]</translation>
    </message>
    <message>
        <source>⇄ show scaled by 1/√d</source>
        <translation>[⇄ šĥöŵ šçåļéð ƀý 1/√ð·······]</translation>
    </message>
    <message>
        <source>No room for the {n_q} × {n_k} map here: hide a panel (View menu), show one weighting, or enlarge the window.</source>
        <translation>[Ñö ŕööɱ ƒöŕ ţĥé {n_q} × {n_k} ɱåþ ĥéŕé: ĥîðé å þåñéļ (Ṽîéŵ ɱéñû), šĥöŵ öñé ŵéîĝĥţîñĝ, öŕ éñļåŕĝé ţĥé ŵîñðöŵ.··········································]</translation>
    </message>
    <message>
        <source>No room for the {n_q} × {n_k} map here: hide a panel (View menu) or enlarge the window.</source>
        <translation>[Ñö ŕööɱ ƒöŕ ţĥé {n_q} × {n_k} ɱåþ ĥéŕé: ĥîðé å þåñéļ (Ṽîéŵ ɱéñû) öŕ éñļåŕĝé ţĥé ŵîñðöŵ.·································]</translation>
    </message>
    <message>
        <source>The attention map: row i holds the weights of query i over every key and sums to 1.
Colours: viridis, fixed to 0 … 1 (see the colour bar). Hover a cell to see its query and key on the canvas; click a row to select that query.</source>
        <translation>[Ţĥé åţţéñţîöñ ɱåþ: ŕöŵ î ĥöļðš ţĥé ŵéîĝĥţš öƒ ǫûéŕý î öṽéŕ éṽéŕý ķéý åñð šûɱš ţö 1.
Çöļöûŕš: ṽîŕîðîš, ƒîẋéð ţö 0 … 1 (šéé ţĥé çöļöûŕ ƀåŕ). Ĥöṽéŕ å çéļļ ţö šéé îţš ǫûéŕý åñð ķéý öñ ţĥé çåñṽåš; çļîçķ å ŕöŵ ţö šéļéçţ ţĥåţ ǫûéŕý.························································································]</translation>
    </message>
    <message>
        <source>Column {label}: how much each query attends to key {label}.
A column need not sum to 1; each row does.</source>
        <translation>[Çöļûɱñ {label}: ĥöŵ ɱûçĥ éåçĥ ǫûéŕý åţţéñðš ţö ķéý {label}.
Å çöļûɱñ ñééð ñöţ šûɱ ţö 1; éåçĥ ŕöŵ ðöéš.·······································]</translation>
    </message>
    <message>
        <source>Row {query}: the weights of query {query} over all keys (they sum to 1).
Click to select {query}: the bars, readouts and formula follow it.</source>
        <translation>[Ŕöŵ {query}: ţĥé ŵéîĝĥţš öƒ ǫûéŕý {query} öṽéŕ åļļ ķéýš (ţĥéý šûɱ ţö 1).
Çļîçķ ţö šéļéçţ {query}: ţĥé ƀåŕš, ŕéåðöûţš åñð ƒöŕɱûļå ƒöļļöŵ îţ.······················································]</translation>
    </message>
    <message>
        <source>{query} → {key}: weight {weight}
= softmax({query}·k / √{d}), the lesson's scaled attention, taken along row {query}.
score {query}·{key} = {score}
Click to select {query}.</source>
        <translation>[{query} → {key}: ŵéîĝĥţ {weight}
= šöƒţɱåẋ({query}·ķ / √{d}), ţĥé ļéššöñ'š šçåļéð åţţéñţîöñ, ţåķéñ åļöñĝ ŕöŵ {query}.
šçöŕé {query}·{key} = {score}
Çļîçķ ţö šéļéçţ {query}.···································································]</translation>
    </message>
    <message>
        <source>{query} → {key}: weight {weight}
= softmax({query}·k), without scaling, taken along row {query}.
score {query}·{key} = {score}
Click to select {query}.</source>
        <translation>[{query} → {key}: ŵéîĝĥţ {weight}
= šöƒţɱåẋ({query}·ķ), ŵîţĥöûţ šçåļîñĝ, ţåķéñ åļöñĝ ŕöŵ {query}.
šçöŕé {query}·{key} = {score}
Çļîçķ ţö šéļéçţ {query}.···························································]</translation>
    </message>
    <message>
        <source>map</source>
        <translation>[ɱåþ·]</translation>
    </message>
    <message>
        <source>attention map</source>
        <translation>[åţţéñţîöñ ɱåþ····]</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(QKᵀ / √d) V for all queries at once: the table of
weights, one row per query and one column per key, is the attention map.</source>
        <translation>[Åţţéñţîöñ(Ǫ, Ķ, Ṽ) = šöƒţɱåẋ(ǪĶᵀ / √ð) Ṽ ƒöŕ åļļ ǫûéŕîéš åţ öñçé: ţĥé ţåƀļé öƒ
ŵéîĝĥţš, öñé ŕöŵ þéŕ ǫûéŕý åñð öñé çöļûɱñ þéŕ ķéý, îš ţĥé åţţéñţîöñ ɱåþ.···························································]</translation>
    </message>
    <message>
        <source>The matrix form with this scene's sizes: Q holds one row per query (d numbers),
K one row per key; QKᵀ is the (queries × keys) table of scores; softmax runs along
each row (each query's weights sum to 1); times V (a colour per key) gives one
output per query.</source>
        <translation>[Ţĥé ɱåţŕîẋ ƒöŕɱ ŵîţĥ ţĥîš šçéñé'š šîžéš: Ǫ ĥöļðš öñé ŕöŵ þéŕ ǫûéŕý (ð ñûɱƀéŕš),
Ķ öñé ŕöŵ þéŕ ķéý; ǪĶᵀ îš ţĥé (ǫûéŕîéš × ķéýš) ţåƀļé öƒ šçöŕéš; šöƒţɱåẋ ŕûñš åļöñĝ
éåçĥ ŕöŵ (éåçĥ ǫûéŕý'š ŵéîĝĥţš šûɱ ţö 1); ţîɱéš Ṽ (å çöļöûŕ þéŕ ķéý) ĝîṽéš öñé
öûţþûţ þéŕ ǫûéŕý.······································································································]</translation>
    </message>
    <message>
        <source>Show both weightings: the lesson's comparison.</source>
        <translation>[Šĥöŵ ƀöţĥ ŵéîĝĥţîñĝš: ţĥé ļéššöñ'š çöɱþåŕîšöñ.·················]</translation>
    </message>
    <message>
        <source>Show only softmax(QKᵀ): larger cells on a small screen.</source>
        <translation>[Šĥöŵ öñļý šöƒţɱåẋ(ǪĶᵀ): ļåŕĝéŕ çéļļš öñ å šɱåļļ šçŕééñ.····················]</translation>
    </message>
    <message>
        <source>Show only softmax(QKᵀ / √d): larger cells on a small screen.</source>
        <translation>[Šĥöŵ öñļý šöƒţɱåẋ(ǪĶᵀ / √ð): ļåŕĝéŕ çéļļš öñ å šɱåļļ šçŕééñ.······················]</translation>
    </message>
    <message>
        <source>Copied the attention map as CSV: {queries} queries × {keys} keys, scaled and unscaled weights and the scores</source>
        <translation>[Çöþîéð ţĥé åţţéñţîöñ ɱåþ åš ÇŠṼ: {queries} ǫûéŕîéš × {keys} ķéýš, šçåļéð åñð ûñšçåļéð ŵéîĝĥţš åñð ţĥé šçöŕéš··········································]</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>[Šĥöŵ ƀöţĥ··]</translation>
    </message>
    <message>
        <source>Show without scaling</source>
        <translation>[Šĥöŵ ŵîţĥöûţ šçåļîñĝ······]</translation>
    </message>
    <message>
        <source>Show scaled by 1/√d</source>
        <translation>[Šĥöŵ šçåļéð ƀý 1/√ð······]</translation>
    </message>
    <message>
        <source>Copy weights and scores as CSV</source>
        <translation>[Çöþý ŵéîĝĥţš åñð šçöŕéš åš ÇŠṼ··········]</translation>
    </message>
</context>
<context>
    <name>CanvasView</name>
    <message>
        <source>The canvas: the first two coordinates of every vector.
Drag the query (ring) or a key (dot). Double-click empty space to add a key,
double-click a key to rename or recolour it, a query to rename it;
right-click a vector for more.
Keyboard: Tab selects, arrows move (Shift: fine), [ and ] turn the query,
Enter types exact coordinates, Delete removes the selected key.</source>
        <translation>[Ţĥé çåñṽåš: ţĥé ƒîŕšţ ţŵö çööŕðîñåţéš öƒ éṽéŕý ṽéçţöŕ.
Ðŕåĝ ţĥé ǫûéŕý (ŕîñĝ) öŕ å ķéý (ðöţ). Ðöûƀļé-çļîçķ éɱþţý šþåçé ţö åðð å ķéý,
ðöûƀļé-çļîçķ å ķéý ţö ŕéñåɱé öŕ ŕéçöļöûŕ îţ, å ǫûéŕý ţö ŕéñåɱé îţ;
ŕîĝĥţ-çļîçķ å ṽéçţöŕ ƒöŕ ɱöŕé.
Ķéýƀöåŕð: Ţåƀ šéļéçţš, åŕŕöŵš ɱöṽé (Šĥîƒţ: ƒîñé), [ åñð ] ţûŕñ ţĥé ǫûéŕý,
Éñţéŕ ţýþéš éẋåçţ çööŕðîñåţéš, Ðéļéţé ŕéɱöṽéš ţĥé šéļéçţéð ķéý.·················································································································································]</translation>
    </message>
</context>
<context>
    <name>CaptionBanner</name>
    <message>
        <source>The step shown and the number of steps in the deck</source>
        <translation>[Ţĥé šţéþ šĥöŵñ åñð ţĥé ñûɱƀéŕ öƒ šţéþš îñ ţĥé ðéçķ··················]</translation>
    </message>
    <message>
        <source>Hide the caption (the next preset shows its own)</source>
        <translation>[Ĥîðé ţĥé çåþţîöñ (ţĥé ñéẋţ þŕéšéţ šĥöŵš îţš öŵñ)··················]</translation>
    </message>
</context>
<context>
    <name>CaptionDialog</name>
    <message>
        <source>Step title, caption and notes</source>
        <translation>[Šţéþ ţîţļé, çåþţîöñ åñð ñöţéš··········]</translation>
    </message>
    <message>
        <source>A few sentences that read from the back of the hall (at most {count} characters).</source>
        <translation>[Å ƒéŵ šéñţéñçéš ţĥåţ ŕéåð ƒŕöɱ ţĥé ƀåçķ öƒ ţĥé ĥåļļ (åţ ɱöšţ {count} çĥåŕåçţéŕš).·······························]</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>[Ţîţļé·]</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>[Çåþţîöñ·]</translation>
    </message>
    <message>
        <source>Shown after the caption once R reveals it: while the answers are hidden, and
on a step that asks the room until R, the room reads the caption without it.</source>
        <translation>[Šĥöŵñ åƒţéŕ ţĥé çåþţîöñ öñçé Ŕ ŕéṽéåļš îţ: ŵĥîļé ţĥé åñšŵéŕš åŕé ĥîððéñ, åñð
öñ å šţéþ ţĥåţ åšķš ţĥé ŕööɱ ûñţîļ Ŕ, ţĥé ŕööɱ ŕéåðš ţĥé çåþţîöñ ŵîţĥöûţ îţ.····························································]</translation>
    </message>
    <message>
        <source>Answer (held until R)</source>
        <translation>[Åñšŵéŕ (ĥéļð ûñţîļ Ŕ)·······]</translation>
    </message>
    <message>
        <source>Speaker's notes: shown on the laptop in the presenter view, never to the room.
What to ask, what to point at, the number to expect.</source>
        <translation>[Šþéåķéŕ'š ñöţéš: šĥöŵñ öñ ţĥé ļåþţöþ îñ ţĥé þŕéšéñţéŕ ṽîéŵ, ñéṽéŕ ţö ţĥé ŕööɱ.
Ŵĥåţ ţö åšķ, ŵĥåţ ţö þöîñţ åţ, ţĥé ñûɱƀéŕ ţö éẋþéçţ.···················································]</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>[Ñöţéš·]</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>The room's answers from before the crash are kept.</source>
        <translation>[Ţĥé ŕööɱ'š åñšŵéŕš ƒŕöɱ ƀéƒöŕé ţĥé çŕåšĥ åŕé ķéþţ.··················]</translation>
    </message>
    <message>
        <source>Ask the room (open or close a question)</source>
        <translation>[Åšķ ţĥé ŕööɱ (öþéñ öŕ çļöšé å ǫûéšţîöñ)··············]</translation>
    </message>
    <message>
        <source>Save the room's answers…</source>
        <translation>[Šåṽé ţĥé ŕööɱ'š åñšŵéŕš…········]</translation>
    </message>
    <message>
        <source>The step's question for the room…</source>
        <translation>[Ţĥé šţéþ'š ǫûéšţîöñ ƒöŕ ţĥé ŕööɱ…············]</translation>
    </message>
    <message>
        <source>Export the revealed answers as PNG…</source>
        <translation>[Éẋþöŕţ ţĥé ŕéṽéåļéð åñšŵéŕš åš ÞÑĜ…············]</translation>
    </message>
    <message>
        <source>Which key gets the most weight?</source>
        <translation>[Ŵĥîçĥ ķéý ĝéţš ţĥé ɱöšţ ŵéîĝĥţ?···········]</translation>
    </message>
    <message>
        <source>This question does not fit the scene: {error}</source>
        <translation>[Ţĥîš ǫûéšţîöñ ðöéš ñöţ ƒîţ ţĥé šçéñé: {error}················]</translation>
    </message>
    <message>
        <source>No network: join the room's Wi-Fi or start this laptop's hotspot, let the phones join it, then press A again.</source>
        <translation>[Ñö ñéţŵöŕķ: ĵöîñ ţĥé ŕööɱ'š Ŵî-Ƒî öŕ šţåŕţ ţĥîš ļåþţöþ'š ĥöţšþöţ, ļéţ ţĥé þĥöñéš ĵöîñ îţ, ţĥéñ þŕéšš Å åĝåîñ.··········································]</translation>
    </message>
    <message>
        <source>The answers are counted but not kept on disk ({error}): save them before closing kino.</source>
        <translation>[Ţĥé åñšŵéŕš åŕé çöûñţéð ƀûţ ñöţ ķéþţ öñ ðîšķ ({error}): šåṽé ţĥéɱ ƀéƒöŕé çļöšîñĝ ķîñö.·································]</translation>
    </message>
    <message>
        <source>The room cannot be asked: no address to listen on ({error}). Join a network or start this laptop's hotspot.</source>
        <translation>[Ţĥé ŕööɱ çåññöţ ƀé åšķéð: ñö åððŕéšš ţö ļîšţéñ öñ ({error}). Ĵöîñ å ñéţŵöŕķ öŕ šţåŕţ ţĥîš ļåþţöþ'š ĥöţšþöţ.·········································]</translation>
    </message>
    <message>
        <source>lowest {low}, median {median}, highest {high}</source>
        <translation>[ļöŵéšţ {low}, ɱéðîåñ {median}, ĥîĝĥéšţ {high}················]</translation>
    </message>
    <message>
        <source>{right}% in the region</source>
        <translation>[{right}% îñ ţĥé ŕéĝîöñ·······]</translation>
    </message>
    <message>
        <source>Save the room's answers</source>
        <translation>[Šåṽé ţĥé ŕööɱ'š åñšŵéŕš········]</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>[ÇŠṼ ƒîļéš (*.çšṽ)·····]</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>[Çöûļð ñöţ ŵŕîţé {path}: {error}···········]</translation>
    </message>
    <message>
        <source>Export the revealed answers as PNG</source>
        <translation>[Éẋþöŕţ ţĥé ŕéṽéåļéð åñšŵéŕš åš ÞÑĜ············]</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>[ÞÑĜ þîçţûŕéš (*.þñĝ)······]</translation>
    </message>
    <message>
        <source>Phones cannot open it? The Wi-Fi may keep devices apart: start this laptop's hotspot and let the phones join it.</source>
        <translation>[Þĥöñéš çåññöţ öþéñ îţ? Ţĥé Ŵî-Ƒî ɱåý ķééþ ðéṽîçéš åþåŕţ: šţåŕţ ţĥîš ļåþţöþ'š ĥöţšþöţ åñð ļéţ ţĥé þĥöñéš ĵöîñ îţ.···········································]</translation>
    </message>
    <message>
        <source>weights, scaled by 1/√d</source>
        <translation>[ŵéîĝĥţš, šçåļéð ƀý 1/√ð········]</translation>
    </message>
    <message>
        <source>weights, without scaling</source>
        <translation>[ŵéîĝĥţš, ŵîţĥöûţ šçåļîñĝ········]</translation>
    </message>
    <message>
        <source>the room</source>
        <translation>[ţĥé ŕööɱ··]</translation>
    </message>
    <message>
        <source>true: {value}</source>
        <translation>[ţŕûé: {value}····]</translation>
    </message>
    <message>
        <source>the room's median: {value}</source>
        <translation>[ţĥé ŕööɱ'š ɱéðîåñ: {value}·········]</translation>
    </message>
    <message>
        <source>outlined: where {key} gets the most weight</source>
        <translation>[öûţļîñéð: ŵĥéŕé {key} ĝéţš ţĥé ɱöšţ ŵéîĝĥţ···············]</translation>
    </message>
    <message>
        <source>shaded: where the room tapped, darker where more did</source>
        <translation>[šĥåðéð: ŵĥéŕé ţĥé ŕööɱ ţåþþéð, ðåŕķéŕ ŵĥéŕé ɱöŕé ðîð···················]</translation>
    </message>
</context>
<context>
    <name>CodeComment</name>
    <message>
        <source>Attention, as kino computes it for this scene. Edit anything, then Run.</source>
        <translation>[Åţţéñţîöñ, åš ķîñö çöɱþûţéš îţ ƒöŕ ţĥîš šçéñé. Éðîţ åñýţĥîñĝ, ţĥéñ Ŕûñ.···························]</translation>
    </message>
    <message>
        <source>the dimension of every vector (2 ... {d_max})</source>
        <translation>[ţĥé ðîɱéñšîöñ öƒ éṽéŕý ṽéçţöŕ (2 ... {d_max})················]</translation>
    </message>
    <message>
        <source>fixes the hidden coordinates (Re-roll picks a new seed)</source>
        <translation>[ƒîẋéš ţĥé ĥîððéñ çööŕðîñåţéš (Ŕé-ŕöļļ þîçķš å ñéŵ šééð)····················]</translation>
    </message>
    <message>
        <source>Canvas coordinates (x, y): one row per query, one row per key.</source>
        <translation>[Çåñṽåš çööŕðîñåţéš (ẋ, ý): öñé ŕöŵ þéŕ ǫûéŕý, öñé ŕöŵ þéŕ ķéý.·······················]</translation>
    </message>
    <message>
        <source>Canvas coordinates (x, y) of the query, and one row per key.</source>
        <translation>[Çåñṽåš çööŕðîñåţéš (ẋ, ý) öƒ ţĥé ǫûéŕý, åñð öñé ŕöŵ þéŕ ķéý.······················]</translation>
    </message>
    <message>
        <source>key {label}</source>
        <translation>[ķéý {label}···]</translation>
    </message>
    <message>
        <source>Values: one colour (red, green, blue) per key, from 0-255 to [0, 1].</source>
        <translation>[Ṽåļûéš: öñé çöļöûŕ (ŕéð, ĝŕééñ, ƀļûé) þéŕ ķéý, ƒŕöɱ 0-255 ţö [0, 1].··························]</translation>
    </message>
    <message>
        <source>The other d - 2 coordinates are hidden: drawn once from N(0, 1) for each vector.</source>
        <translation>[Ţĥé öţĥéŕ ð - 2 çööŕðîñåţéš åŕé ĥîððéñ: ðŕåŵñ öñçé ƒŕöɱ Ñ(0, 1) ƒöŕ éåçĥ ṽéçţöŕ.······························]</translation>
    </message>
    <message>
        <source>kind: 0 for a query, 1 for a key</source>
        <translation>[ķîñð: 0 ƒöŕ å ǫûéŕý, 1 ƒöŕ å ķéý···········]</translation>
    </message>
    <message>
        <source>a larger d keeps the first ones</source>
        <translation>[å ļåŕĝéŕ ð ķééþš ţĥé ƒîŕšţ öñéš···········]</translation>
    </message>
    <message>
        <source>The ids fix each vector's hidden coordinates (give a new key a new id).</source>
        <translation>[Ţĥé îðš ƒîẋ éåçĥ ṽéçţöŕ'š ĥîððéñ çööŕðîñåţéš (ĝîṽé å ñéŵ ķéý å ñéŵ îð).···························]</translation>
    </message>
    <message>
        <source>minus the largest: no overflow</source>
        <translation>[ɱîñûš ţĥé ļåŕĝéšţ: ñö öṽéŕƒļöŵ··········]</translation>
    </message>
    <message>
        <source>Each score q . k_j is its canvas part plus its hidden part.</source>
        <translation>[Éåçĥ šçöŕé ǫ . ķ_ĵ îš îţš çåñṽåš þåŕţ þļûš îţš ĥîððéñ þåŕţ.······················]</translation>
    </message>
    <message>
        <source>one per key</source>
        <translation>[öñé þéŕ ķéý···]</translation>
    </message>
    <message>
        <source>scaled dot-product attention</source>
        <translation>[šçåļéð ðöţ-þŕöðûçţ åţţéñţîöñ··········]</translation>
    </message>
    <message>
        <source>the weighted average of the values: a colour</source>
        <translation>[ţĥé ŵéîĝĥţéð åṽéŕåĝé öƒ ţĥé ṽåļûéš: å çöļöûŕ················]</translation>
    </message>
    <message>
        <source>the weighted average of the values: a colour per query</source>
        <translation>[ţĥé ŵéîĝĥţéð åṽéŕåĝé öƒ ţĥé ṽåļûéš: å çöļöûŕ þéŕ ǫûéŕý····················]</translation>
    </message>
    <message>
        <source>Learn what to look for: gradient descent moves query {label} so that its output becomes the target colour. Only its two canvas coordinates learn; its hidden coordinates, the keys and the values stay fixed.</source>
        <translation>[Ļéåŕñ ŵĥåţ ţö ļööķ ƒöŕ: ĝŕåðîéñţ ðéšçéñţ ɱöṽéš ǫûéŕý {label} šö ţĥåţ îţš öûţþûţ ƀéçöɱéš ţĥé ţåŕĝéţ çöļöûŕ. Öñļý îţš ţŵö çåñṽåš çööŕðîñåţéš ļéåŕñ; îţš ĥîððéñ çööŕðîñåţéš, ţĥé ķéýš åñð ţĥé ṽåļûéš šţåý ƒîẋéð.················································································]</translation>
    </message>
    <message>
        <source>scale: 1 (unscaled) or 1 / sqrt(d)</source>
        <translation>[šçåļé: 1 (ûñšçåļéð) öŕ 1 / šǫŕţ(ð)············]</translation>
    </message>
    <message>
        <source>change the loss? change its derivative with it</source>
        <translation>[çĥåñĝé ţĥé ļöšš? çĥåñĝé îţš ðéŕîṽåţîṽé ŵîţĥ îţ·················]</translation>
    </message>
    <message>
        <source>d softmax / d scores: ~0 when saturated</source>
        <translation>[ð šöƒţɱåẋ / ð šçöŕéš: ~0 ŵĥéñ šåţûŕåţéð··············]</translation>
    </message>
    <message>
        <source>only the canvas part of each key: K (n_k, 2)</source>
        <translation>[öñļý ţĥé çåñṽåš þåŕţ öƒ éåçĥ ķéý: Ķ (ñ_ķ, 2)················]</translation>
    </message>
    <message>
        <source>downhill, on the canvas</source>
        <translation>[ðöŵñĥîļļ, öñ ţĥé çåñṽåš········]</translation>
    </message>
</context>
<context>
    <name>CodeDock</name>
    <message>
        <source>Code — try it</source>
        <translation>[Çöðé — ţŕý îţ····]</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>files: protected</source>
        <translation>[ƒîļéš: þŕöţéçţéð·····]</translation>
    </message>
    <message>
        <source>files: not protected on this system</source>
        <translation>[ƒîļéš: ñöţ þŕöţéçţéð öñ ţĥîš šýšţéɱ············]</translation>
    </message>
    <message>
        <source>network: protected</source>
        <translation>[ñéţŵöŕķ: þŕöţéçţéð······]</translation>
    </message>
    <message>
        <source>network: not protected on this system</source>
        <translation>[ñéţŵöŕķ: ñöţ þŕöţéçţéð öñ ţĥîš šýšţéɱ·············]</translation>
    </message>
    <message>
        <source>processes: protected</source>
        <translation>[þŕöçéššéš: þŕöţéçţéð······]</translation>
    </message>
    <message>
        <source>processes: not protected on this system</source>
        <translation>[þŕöçéššéš: ñöţ þŕöţéçţéð öñ ţĥîš šýšţéɱ··············]</translation>
    </message>
    <message>
        <source>On this system kino can only stop the code after its time limit and kill what it started; it cannot keep the code from changing your files, using the network or signalling other programs. Run only code you trust.</source>
        <translation>[Öñ ţĥîš šýšţéɱ ķîñö çåñ öñļý šţöþ ţĥé çöðé åƒţéŕ îţš ţîɱé ļîɱîţ åñð ķîļļ ŵĥåţ îţ šţåŕţéð; îţ çåññöţ ķééþ ţĥé çöðé ƒŕöɱ çĥåñĝîñĝ ýöûŕ ƒîļéš, ûšîñĝ ţĥé ñéţŵöŕķ öŕ šîĝñåļļîñĝ öţĥéŕ þŕöĝŕåɱš. Ŕûñ öñļý çöðé ýöû ţŕûšţ.···················································································]</translation>
    </message>
    <message>
        <source>Files: the code may read files, but write, create, delete or rename them only in its own temporary folder (Landlock); it may change no permissions or timestamps anywhere (seccomp).</source>
        <translation>[Ƒîļéš: ţĥé çöðé ɱåý ŕéåð ƒîļéš, ƀûţ ŵŕîţé, çŕéåţé, ðéļéţé öŕ ŕéñåɱé ţĥéɱ öñļý îñ îţš öŵñ ţéɱþöŕåŕý ƒöļðéŕ (Ļåñðļöçķ); îţ ɱåý çĥåñĝé ñö þéŕɱîššîöñš öŕ ţîɱéšţåɱþš åñýŵĥéŕé (šéççöɱþ).······································································]</translation>
    </message>
    <message>
        <source>Files: NOT protected: this Linux kernel lacks Landlock ABI 3 (Linux 6.2 or newer) or seccomp, so the code can change your files.</source>
        <translation>[Ƒîļéš: ÑÖŢ þŕöţéçţéð: ţĥîš Ļîñûẋ ķéŕñéļ ļåçķš Ļåñðļöçķ ÅƁÎ 3 (Ļîñûẋ 6.2 öŕ ñéŵéŕ) öŕ šéççöɱþ, šö ţĥé çöðé çåñ çĥåñĝé ýöûŕ ƒîļéš.··················································]</translation>
    </message>
    <message>
        <source>Network: the code can open no socket, TCP, UDP or local (seccomp).</source>
        <translation>[Ñéţŵöŕķ: ţĥé çöðé çåñ öþéñ ñö šöçķéţ, ŢÇÞ, ÛÐÞ öŕ ļöçåļ (šéççöɱþ).·························]</translation>
    </message>
    <message>
        <source>Network: NOT protected: this system lacks seccomp filters.</source>
        <translation>[Ñéţŵöŕķ: ÑÖŢ þŕöţéçţéð: ţĥîš šýšţéɱ ļåçķš šéççöɱþ ƒîļţéŕš.······················]</translation>
    </message>
    <message>
        <source>Processes: the code cannot signal, trace or connect to programs outside its run, kino included (Landlock scopes, seccomp).</source>
        <translation>[Þŕöçéššéš: ţĥé çöðé çåññöţ šîĝñåļ, ţŕåçé öŕ çöññéçţ ţö þŕöĝŕåɱš öûţšîðé îţš ŕûñ, ķîñö îñçļûðéð (Ļåñðļöçķ šçöþéš, šéççöɱþ).···············································]</translation>
    </message>
    <message>
        <source>Processes: NOT protected: signals to other programs need Landlock ABI 6 (Linux 6.12 or newer).</source>
        <translation>[Þŕöçéššéš: ÑÖŢ þŕöţéçţéð: šîĝñåļš ţö öţĥéŕ þŕöĝŕåɱš ñééð Ļåñðļöçķ ÅƁÎ 6 (Ļîñûẋ 6.12 öŕ ñéŵéŕ).····································]</translation>
    </message>
    <message>
        <source>Every process the code starts ends with its run, and its folder holds at most 64 MiB (namespaces).</source>
        <translation>[Éṽéŕý þŕöçéšš ţĥé çöðé šţåŕţš éñðš ŵîţĥ îţš ŕûñ, åñð îţš ƒöļðéŕ ĥöļðš åţ ɱöšţ 64 ṀîƁ (ñåɱéšþåçéš).······································]</translation>
    </message>
    <message>
        <source>kino kills every process of the run when it ends and watches the size of its folder (this system offers no user namespaces).</source>
        <translation>[ķîñö ķîļļš éṽéŕý þŕöçéšš öƒ ţĥé ŕûñ ŵĥéñ îţ éñðš åñð ŵåţçĥéš ţĥé šîžé öƒ îţš ƒöļðéŕ (ţĥîš šýšţéɱ öƒƒéŕš ñö ûšéŕ ñåɱéšþåçéš).················································]</translation>
    </message>
    <message>
        <source>Time, memory, output and process limits hold in every case.</source>
        <translation>[Ţîɱé, ɱéɱöŕý, öûţþûţ åñð þŕöçéšš ļîɱîţš ĥöļð îñ éṽéŕý çåšé.······················]</translation>
    </message>
    <message>
        <source>Edit the code, then Run (Ctrl+Enter). It runs in a separate Python: nothing can break.</source>
        <translation>[Éðîţ ţĥé çöðé, ţĥéñ Ŕûñ (Çţŕļ+Éñţéŕ). Îţ ŕûñš îñ å šéþåŕåţé Þýţĥöñ: ñöţĥîñĝ çåñ ƀŕéåķ.·································]</translation>
    </message>
    <message>
        <source>NumPy that computes what kino shows for this scene. Edit anything, then Run
(Ctrl+Enter). The code runs in a separate Python: nothing it does can harm kino.</source>
        <translation>[ÑûɱÞý ţĥåţ çöɱþûţéš ŵĥåţ ķîñö šĥöŵš ƒöŕ ţĥîš šçéñé. Éðîţ åñýţĥîñĝ, ţĥéñ Ŕûñ
(Çţŕļ+Éñţéŕ). Ţĥé çöðé ŕûñš îñ å šéþåŕåţé Þýţĥöñ: ñöţĥîñĝ îţ ðöéš çåñ ĥåŕɱ ķîñö.·····························································]</translation>
    </message>
    <message>
        <source>▶ Run</source>
        <translation>[▶ Ŕûñ·]</translation>
    </message>
    <message>
        <source>Edit the code, then Run (Ctrl+Enter). It runs in a separate Python, stopped after a few seconds, but on this system not fully confined (the line above says what is not protected): run only code you trust.</source>
        <translation>[Éðîţ ţĥé çöðé, ţĥéñ Ŕûñ (Çţŕļ+Éñţéŕ). Îţ ŕûñš îñ å šéþåŕåţé Þýţĥöñ, šţöþþéð åƒţéŕ å ƒéŵ šéçöñðš, ƀûţ öñ ţĥîš šýšţéɱ ñöţ ƒûļļý çöñƒîñéð (ţĥé ļîñé åƀöṽé šåýš ŵĥåţ îš ñöţ þŕöţéçţéð): ŕûñ öñļý çöðé ýöû ţŕûšţ.················································································]</translation>
    </message>
    <message>
        <source>Run the code in a separate Python (Ctrl+Enter). It is stopped after a few seconds.</source>
        <translation>[Ŕûñ ţĥé çöðé îñ å šéþåŕåţé Þýţĥöñ (Çţŕļ+Éñţéŕ). Îţ îš šţöþþéð åƒţéŕ å ƒéŵ šéçöñðš.·······························]</translation>
    </message>
    <message>
        <source>■ Stop</source>
        <translation>[■ Šţöþ·]</translation>
    </message>
    <message>
        <source>Stop the running code now (Esc in the editor).</source>
        <translation>[Šţöþ ţĥé ŕûññîñĝ çöðé ñöŵ (Éšç îñ ţĥé éðîţöŕ).·················]</translation>
    </message>
    <message>
        <source>Load the q (or Q), K, V (and d, seed, ids) that the last run left into the scene.
One undo step: Ctrl+Z on the canvas takes it back.</source>
        <translation>[Ļöåð ţĥé ǫ (öŕ Ǫ), Ķ, Ṽ (åñð ð, šééð, îðš) ţĥåţ ţĥé ļåšţ ŕûñ ļéƒţ îñţö ţĥé šçéñé.
Öñé ûñðö šţéþ: Çţŕļ+Ž öñ ţĥé çåñṽåš ţåķéš îţ ƀåçķ.···················································]</translation>
    </message>
    <message>
        <source>Reset to the current scene: replace the code with code for what the canvas shows.
Your edits are not lost: Ctrl+Z in the editor brings them back.</source>
        <translation>[Ŕéšéţ ţö ţĥé çûŕŕéñţ šçéñé: ŕéþļåçé ţĥé çöðé ŵîţĥ çöðé ƒöŕ ŵĥåţ ţĥé çåñṽåš šĥöŵš.
Ýöûŕ éðîţš åŕé ñöţ ļöšţ: Çţŕļ+Ž îñ ţĥé éðîţöŕ ƀŕîñĝš ţĥéɱ ƀåçķ.························································]</translation>
    </message>
    <message>
        <source>What happened when the code last ran.</source>
        <translation>[Ŵĥåţ ĥåþþéñéð ŵĥéñ ţĥé çöðé ļåšţ ŕåñ.·············]</translation>
    </message>
    <message>
        <source>What the last run printed (stdout), its error messages (stderr) and traceback,
and, when it left an array named weights, kino's weights beside it.</source>
        <translation>[Ŵĥåţ ţĥé ļåšţ ŕûñ þŕîñţéð (šţðöûţ), îţš éŕŕöŕ ɱéššåĝéš (šţðéŕŕ) åñð ţŕåçéƀåçķ,
åñð, ŵĥéñ îţ ļéƒţ åñ åŕŕåý ñåɱéð ŵéîĝĥţš, ķîñö'š ŵéîĝĥţš ƀéšîðé îţ.·························································]</translation>
    </message>
    <message>
        <source>What the code prints appears here.</source>
        <translation>[Ŵĥåţ ţĥé çöðé þŕîñţš åþþéåŕš ĥéŕé.············]</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>[Åþþļý·]</translation>
    </message>
    <message>
        <source>Reset to scene</source>
        <translation>[Ŕéšéţ ţö šçéñé····]</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>[Ŕéšéţ·]</translation>
    </message>
    <message>
        <source>NumPy that computes what kino shows for this scene. Edit anything, then Run
(Ctrl+Enter). The code runs in a separate Python, but on this system it is not
fully confined: the line below the editor says what is not protected.</source>
        <translation>[ÑûɱÞý ţĥåţ çöɱþûţéš ŵĥåţ ķîñö šĥöŵš ƒöŕ ţĥîš šçéñé. Éðîţ åñýţĥîñĝ, ţĥéñ Ŕûñ
(Çţŕļ+Éñţéŕ). Ţĥé çöðé ŕûñš îñ å šéþåŕåţé Þýţĥöñ, ƀûţ öñ ţĥîš šýšţéɱ îţ îš ñöţ
ƒûļļý çöñƒîñéð: ţĥé ļîñé ƀéļöŵ ţĥé éðîţöŕ šåýš ŵĥåţ îš ñöţ þŕöţéçţéð.························································································]</translation>
    </message>
    <message>
        <source>Reset to the current scene. Ctrl+Z in the editor brings your edits back.</source>
        <translation>[Ŕéšéţ ţö ţĥé çûŕŕéñţ šçéñé. Çţŕļ+Ž îñ ţĥé éðîţöŕ ƀŕîñĝš ýöûŕ éðîţš ƀåçķ.···························]</translation>
    </message>
    <message>
        <source>The code shows the current scene.</source>
        <translation>[Ţĥé çöðé šĥöŵš ţĥé çûŕŕéñţ šçéñé.············]</translation>
    </message>
    <message>
        <source>The code is still running: Stop (or Esc) ends it.</source>
        <translation>[Ţĥé çöðé îš šţîļļ ŕûññîñĝ: Šţöþ (öŕ Éšç) éñðš îţ.··················]</translation>
    </message>
    <message>
        <source>Running… Stop or Esc ends it.</source>
        <translation>[Ŕûññîñĝ… Šţöþ öŕ Éšç éñðš îţ.··········]</translation>
    </message>
    <message>
        <source>Running… {seconds} s. Stop or Esc ends it.</source>
        <translation>[Ŕûññîñĝ… {seconds} š. Šţöþ öŕ Éšç éñðš îţ.···············]</translation>
    </message>
    <message>
        <source>kino's weights are for the q, K, V and d your code left.</source>
        <translation>[ķîñö'š ŵéîĝĥţš åŕé ƒöŕ ţĥé ǫ, Ķ, Ṽ åñð ð ýöûŕ çöðé ļéƒţ.·····················]</translation>
    </message>
    <message>
        <source>kino's weights are for the scene on the canvas ({error}).</source>
        <translation>[ķîñö'š ŵéîĝĥţš åŕé ƒöŕ ţĥé šçéñé öñ ţĥé çåñṽåš ({error}).·····················]</translation>
    </message>
    <message>
        <source>Weights (scaled by 1/√d): yours and kino's</source>
        <translation>[Ŵéîĝĥţš (šçåļéð ƀý 1/√ð): ýöûŕš åñð ķîñö'š···············]</translation>
    </message>
    <message>
        <source>Printed (stdout)</source>
        <translation>[Þŕîñţéð (šţðöûţ)·····]</translation>
    </message>
    <message>
        <source>Messages (stderr)</source>
        <translation>[Ṁéššåĝéš (šţðéŕŕ)·····]</translation>
    </message>
    <message>
        <source>Traceback</source>
        <translation>[Ţŕåçéƀåçķ··]</translation>
    </message>
    <message>
        <source>Arrays not sent back</source>
        <translation>[Åŕŕåýš ñöţ šéñţ ƀåçķ······]</translation>
    </message>
    <message>
        <source>(The code printed nothing.)</source>
        <translation>[(Ţĥé çöðé þŕîñţéð ñöţĥîñĝ.)·········]</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>[ýöûŕš·]</translation>
    </message>
    <message>
        <source>kino's</source>
        <translation>[ķîñö'š·]</translation>
    </message>
    <message>
        <source>yours: {array}</source>
        <translation>[ýöûŕš: {array}····]</translation>
    </message>
    <message>
        <source>✗ Not applied: {error} The canvas is unchanged.</source>
        <translation>[✗ Ñöţ åþþļîéð: {error} Ţĥé çåñṽåš îš ûñçĥåñĝéð.·················]</translation>
    </message>
    <message>
        <source>The canvas already shows these arrays: nothing to change.</source>
        <translation>[Ţĥé çåñṽåš åļŕéåðý šĥöŵš ţĥéšé åŕŕåýš: ñöţĥîñĝ ţö çĥåñĝé.·····················]</translation>
    </message>
    <message>
        <source>apply the code to the canvas</source>
        <translation>[åþþļý ţĥé çöðé ţö ţĥé çåñṽåš··········]</translation>
    </message>
    <message>
        <source>✓ Applied the code's arrays to the canvas. Ctrl+Z on the canvas undoes it.</source>
        <translation>[✓ Åþþļîéð ţĥé çöðé'š åŕŕåýš ţö ţĥé çåñṽåš. Çţŕļ+Ž öñ ţĥé çåñṽåš ûñðöéš îţ.····························]</translation>
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
    <name>CrashDialog</name>
    <message>
        <source>kino hit an unexpected error</source>
        <translation>[ķîñö ĥîţ åñ ûñéẋþéçţéð éŕŕöŕ··········]</translation>
    </message>
    <message>
        <source>Your scene is safe: it was saved to {path} and comes back the next time kino starts.</source>
        <translation>[Ýöûŕ šçéñé îš šåƒé: îţ ŵåš šåṽéð ţö {path} åñð çöɱéš ƀåçķ ţĥé ñéẋţ ţîɱé ķîñö šţåŕţš.································]</translation>
    </message>
    <message>
        <source>kino could not finish starting. Your files and your last working scene were not touched.</source>
        <translation>[ķîñö çöûļð ñöţ ƒîñîšĥ šţåŕţîñĝ. Ýöûŕ ƒîļéš åñð ýöûŕ ļåšţ ŵöŕķîñĝ šçéñé ŵéŕé ñöţ ţöûçĥéð.··································]</translation>
    </message>
    <message>
        <source>kino could not save your scene automatically: save it yourself with File ▸ Save As before you close kino.</source>
        <translation>[ķîñö çöûļð ñöţ šåṽé ýöûŕ šçéñé åûţöɱåţîçåļļý: šåṽé îţ ýöûŕšéļƒ ŵîţĥ Ƒîļé ▸ Šåṽé Åš ƀéƒöŕé ýöû çļöšé ķîñö.········································]</translation>
    </message>
    <message>
        <source>Something went wrong inside kino:</source>
        <translation>[Šöɱéţĥîñĝ ŵéñţ ŵŕöñĝ îñšîðé ķîñö:············]</translation>
    </message>
    <message>
        <source>You can keep working. If kino behaves oddly, save your work and restart it. To help fix this, save a report and send it to kino's authors.</source>
        <translation>[Ýöû çåñ ķééþ ŵöŕķîñĝ. Îƒ ķîñö ƀéĥåṽéš öððļý, šåṽé ýöûŕ ŵöŕķ åñð ŕéšţåŕţ îţ. Ţö ĥéļþ ƒîẋ ţĥîš, šåṽé å ŕéþöŕţ åñð šéñð îţ ţö ķîñö'š åûţĥöŕš.······················································]</translation>
    </message>
    <message>
        <source>Save report…</source>
        <translation>[Šåṽé ŕéþöŕţ…···]</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>[Çöþý·]</translation>
    </message>
    <message>
        <source>Save crash report</source>
        <translation>[Šåṽé çŕåšĥ ŕéþöŕţ·····]</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>[Ţéẋţ (*.ţẋţ)···]</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {error}.</source>
        <translation>[Ţĥé ŕéþöŕţ çöûļð ñöţ ƀé ŵŕîţţéñ ţö {path}: {error}.···················]</translation>
    </message>
    <message>
        <source>Report saved</source>
        <translation>[Ŕéþöŕţ šåṽéð···]</translation>
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
    <name>Document</name>
    <message>
        <source>load a scene</source>
        <translation>[ļöåð å šçéñé···]</translation>
    </message>
    <message>
        <source>drag {label}</source>
        <translation>[ðŕåĝ {label}···]</translation>
    </message>
    <message>
        <source>move {label}</source>
        <translation>[ɱöṽé {label}···]</translation>
    </message>
    <message>
        <source>turn {label}</source>
        <translation>[ţûŕñ {label}···]</translation>
    </message>
    <message>
        <source>set d to {d}</source>
        <translation>[šéţ ð ţö {d}···]</translation>
    </message>
    <message>
        <source>re-roll the hidden coordinates</source>
        <translation>[ŕé-ŕöļļ ţĥé ĥîððéñ çööŕðîñåţéš··········]</translation>
    </message>
    <message>
        <source>kino shows at most {count} keys.</source>
        <translation>[ķîñö šĥöŵš åţ ɱöšţ {count} ķéýš.···········]</translation>
    </message>
    <message>
        <source>add key {label}</source>
        <translation>[åðð ķéý {label}····]</translation>
    </message>
    <message>
        <source>Attention needs at least one key.</source>
        <translation>[Åţţéñţîöñ ñééðš åţ ļéåšţ öñé ķéý.············]</translation>
    </message>
    <message>
        <source>delete key {label}</source>
        <translation>[ðéļéţé ķéý {label}······]</translation>
    </message>
    <message>
        <source>rename and recolour key {label}</source>
        <translation>[ŕéñåɱé åñð ŕéçöļöûŕ ķéý {label}···········]</translation>
    </message>
    <message>
        <source>rename key {old} to ‘{new}’</source>
        <translation>[ŕéñåɱé ķéý {old} ţö ‘{new}’·········]</translation>
    </message>
    <message>
        <source>recolour key {label}</source>
        <translation>[ŕéçöļöûŕ ķéý {label}······]</translation>
    </message>
    <message>
        <source>Query {label} keeps its name: {error}</source>
        <translation>[Ǫûéŕý {label} ķééþš îţš ñåɱé: {error}·············]</translation>
    </message>
    <message>
        <source>rename query {old} to ‘{new}’</source>
        <translation>[ŕéñåɱé ǫûéŕý {old} ţö ‘{new}’··········]</translation>
    </message>
    <message>
        <source>The title and caption stay as they were: {error}</source>
        <translation>[Ţĥé ţîţļé åñð çåþţîöñ šţåý åš ţĥéý ŵéŕé: {error}··················]</translation>
    </message>
    <message>
        <source>edit the title and caption</source>
        <translation>[éðîţ ţĥé ţîţļé åñð çåþţîöñ·········]</translation>
    </message>
    <message>
        <source>kino shows at most {count} queries.</source>
        <translation>[ķîñö šĥöŵš åţ ɱöšţ {count} ǫûéŕîéš.············]</translation>
    </message>
    <message>
        <source>add query {label}</source>
        <translation>[åðð ǫûéŕý {label}·····]</translation>
    </message>
    <message>
        <source>Attention needs a query: the last one stays.</source>
        <translation>[Åţţéñţîöñ ñééðš å ǫûéŕý: ţĥé ļåšţ öñé šţåýš.················]</translation>
    </message>
    <message>
        <source>delete query {label}</source>
        <translation>[ðéļéţé ǫûéŕý {label}······]</translation>
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
    <name>Export</name>
    <message>
        <source>size: expected WIDTHxHEIGHT such as 1920x1080, found {text}</source>
        <translation>[šîžé: éẋþéçţéð ŴÎÐŢĤẋĤÉÎĜĤŢ šûçĥ åš 1920ẋ1080, ƒöûñð {text}······················]</translation>
    </message>
    <message>
        <source>size: expected each side in 200 … 8192 pixels, found {text}</source>
        <translation>[šîžé: éẋþéçţéð éåçĥ šîðé îñ 200 … 8192 þîẋéļš, ƒöûñð {text}······················]</translation>
    </message>
    <message>
        <source>could not encode the picture as PNG</source>
        <translation>[çöûļð ñöţ éñçöðé ţĥé þîçţûŕé åš ÞÑĜ············]</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>[çåññöţ ŵŕîţé {path}: {error}··········]</translation>
    </message>
    <message>
        <source>the {panel} panel does not fit in {size} at this UI scale: choose a larger size</source>
        <translation>[ţĥé {panel} þåñéļ ðöéš ñöţ ƒîţ îñ {size} åţ ţĥîš ÛÎ šçåļé: çĥööšé å ļåŕĝéŕ šîžé······························]</translation>
    </message>
    <message>
        <source>export cancelled: nothing was written</source>
        <translation>[éẋþöŕţ çåñçéļļéð: ñöţĥîñĝ ŵåš ŵŕîţţéñ·············]</translation>
    </message>
    <message>
        <source>mp4: expected an even width and height in pixels, found {w}x{h}</source>
        <translation>[ɱþ4: éẋþéçţéð åñ éṽéñ ŵîðţĥ åñð ĥéîĝĥţ îñ þîẋéļš, ƒöûñð {w}ẋ{h}························]</translation>
    </message>
    <message>
        <source>expected a movie file ending in .mp4 or .gif, found {name}</source>
        <translation>[éẋþéçţéð å ɱöṽîé ƒîļé éñðîñĝ îñ .ɱþ4 öŕ .ĝîƒ, ƒöûñð {name}······················]</translation>
    </message>
    <message>
        <source>a frame came out {w}x{h}, not {size}</source>
        <translation>[å ƒŕåɱé çåɱé öûţ {w}ẋ{h}, ñöţ {size}·············]</translation>
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
        <source>New untitled scene</source>
        <translation>[Ñéŵ ûñţîţļéð šçéñé······]</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>[Öþéñ·]</translation>
    </message>
    <message>
        <source>kino snapshots (*.kino);;All files (*)</source>
        <translation>[ķîñö šñåþšĥöţš (*.ķîñö);;Åļļ ƒîļéš (*)··············]</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>[ûñţîţļéð··]</translation>
    </message>
    <message>
        <source>kino files (*.kino *.kinodeck);;All files (*)</source>
        <translation>[ķîñö ƒîļéš (*.ķîñö *.ķîñöðéçķ);;Åļļ ƒîļéš (*)················]</translation>
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
        <source>Not saved</source>
        <translation>[Ñöţ šåṽéð··]</translation>
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
        <source>Could not keep the working scene: {error}</source>
        <translation>[Çöûļð ñöţ ķééþ ţĥé ŵöŕķîñĝ šçéñé: {error}···············]</translation>
    </message>
    <message>
        <source>Working scene not kept</source>
        <translation>[Ŵöŕķîñĝ šçéñé ñöţ ķéþţ·······]</translation>
    </message>
    <message>
        <source>Working scene not restored</source>
        <translation>[Ŵöŕķîñĝ šçéñé ñöţ ŕéšţöŕéð·········]</translation>
    </message>
    <message>
        <source>The last working scene could not be restored: {error}. It is kept as {kept}.</source>
        <translation>[Ţĥé ļåšţ ŵöŕķîñĝ šçéñé çöûļð ñöţ ƀé ŕéšţöŕéð: {error}. Îţ îš ķéþţ åš {kept}.·····························]</translation>
    </message>
    <message>
        <source>Could not load the preset</source>
        <translation>[Çöûļð ñöţ ļöåð ţĥé þŕéšéţ········]</translation>
    </message>
    <message>
        <source>load preset ‘{title}’</source>
        <translation>[ļöåð þŕéšéţ ‘{title}’·······]</translation>
    </message>
    <message>
        <source>Preset: {title}</source>
        <translation>[Þŕéšéţ: {title}····]</translation>
    </message>
</context>
<context>
    <name>FormulaLine</name>
    <message>
        <source>without scaling: {formula}</source>
        <translation>[ŵîţĥöûţ šçåļîñĝ: {formula}·········]</translation>
    </message>
    <message>
        <source>The lesson's formulas with this scene's numbers for the selected query:
scores q·k, the weights α = softmax(scores) (without scaling: this step
comes before the lesson divides by √d) and the output o = Σ α v.</source>
        <translation>[Ţĥé ļéššöñ'š ƒöŕɱûļåš ŵîţĥ ţĥîš šçéñé'š ñûɱƀéŕš ƒöŕ ţĥé šéļéçţéð ǫûéŕý:
šçöŕéš ǫ·ķ, ţĥé ŵéîĝĥţš α = šöƒţɱåẋ(šçöŕéš) (ŵîţĥöûţ šçåļîñĝ: ţĥîš šţéþ
çöɱéš ƀéƒöŕé ţĥé ļéššöñ ðîṽîðéš ƀý √ð) åñð ţĥé öûţþûţ ö = Σ α ṽ.··················································································]</translation>
    </message>
    <message>
        <source>The lesson's formulas with this scene's numbers for the selected query:
scores q·k, the weights α = softmax(scores / √d) and the output o = Σ α v.
The same with softmax(scores), without scaling, follows on each line.</source>
        <translation>[Ţĥé ļéššöñ'š ƒöŕɱûļåš ŵîţĥ ţĥîš šçéñé'š ñûɱƀéŕš ƒöŕ ţĥé šéļéçţéð ǫûéŕý:
šçöŕéš ǫ·ķ, ţĥé ŵéîĝĥţš α = šöƒţɱåẋ(šçöŕéš / √ð) åñð ţĥé öûţþûţ ö = Σ α ṽ.
Ţĥé šåɱé ŵîţĥ šöƒţɱåẋ(šçöŕéš), ŵîţĥöûţ šçåļîñĝ, ƒöļļöŵš öñ éåçĥ ļîñé.·····················································································]</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Notes: {notes}</source>
        <translation>[Ñöţéš: {notes}····]</translation>
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
        <source>Paul Tol {name} {code} (colour-blind safe)</source>
        <translation>[Þåûļ Ţöļ {name} {code} (çöļöûŕ-ƀļîñð šåƒé)···············]</translation>
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
    <name>LearnDock</name>
    <message>
        <source>Learn — what to look for</source>
        <translation>[Ļéåŕñ — ŵĥåţ ţö ļööķ ƒöŕ········]</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>without scaling</source>
        <translation>[ŵîţĥöûţ šçåļîñĝ····]</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>[šçåļéð ƀý 1/√ð····]</translation>
    </message>
    <message>
        <source>below 0.000000001</source>
        <translation>[ƀéļöŵ 0.000000001·····]</translation>
    </message>
    <message>
        <source>key {label}'s value</source>
        <translation>[ķéý {label}'š ṽåļûé······]</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>[{number}%··]</translation>
    </message>
    <message>
        <source>The output is already the target colour: nothing to learn.</source>
        <translation>[Ţĥé öûţþûţ îš åļŕéåðý ţĥé ţåŕĝéţ çöļöûŕ: ñöţĥîñĝ ţö ļéåŕñ.······················]</translation>
    </message>
    <message>
        <source>Without scaling the output is already the target colour: nothing to learn.</source>
        <translation>[Ŵîţĥöûţ šçåļîñĝ ţĥé öûţþûţ îš åļŕéåðý ţĥé ţåŕĝéţ çöļöûŕ: ñöţĥîñĝ ţö ļéåŕñ.····························]</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the output is already the target colour: nothing to learn.</source>
        <translation>[Šçåļéð ƀý 1/√ð ţĥé öûţþûţ îš åļŕéåðý ţĥé ţåŕĝéţ çöļöûŕ: ñöţĥîñĝ ţö ļéåŕñ.····························]</translation>
    </message>
    <message>
        <source>The softmax is saturated: the loss's gradient with respect to the query's (x, y) is {gradient}; the query hardly learns.</source>
        <translation>[Ţĥé šöƒţɱåẋ îš šåţûŕåţéð: ţĥé ļöšš'š ĝŕåðîéñţ ŵîţĥ ŕéšþéçţ ţö ţĥé ǫûéŕý'š (ẋ, ý) îš {gradient}; ţĥé ǫûéŕý ĥåŕðļý ļéåŕñš.··············································]</translation>
    </message>
    <message>
        <source>Without scaling the softmax is saturated: the loss's gradient with respect to the query's (x, y) is {gradient}; the query hardly learns.</source>
        <translation>[Ŵîţĥöûţ šçåļîñĝ ţĥé šöƒţɱåẋ îš šåţûŕåţéð: ţĥé ļöšš'š ĝŕåðîéñţ ŵîţĥ ŕéšþéçţ ţö ţĥé ǫûéŕý'š (ẋ, ý) îš {gradient}; ţĥé ǫûéŕý ĥåŕðļý ļéåŕñš.·····················································]</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the softmax is saturated: the loss's gradient with respect to the query's (x, y) is {gradient}; the query hardly learns.</source>
        <translation>[Šçåļéð ƀý 1/√ð ţĥé šöƒţɱåẋ îš šåţûŕåţéð: ţĥé ļöšš'š ĝŕåðîéñţ ŵîţĥ ŕéšþéçţ ţö ţĥé ǫûéŕý'š (ẋ, ý) îš {gradient}; ţĥé ǫûéŕý ĥåŕðļý ļéåŕñš.····················································]</translation>
    </message>
    <message>
        <source>The loss is flat here: its gradient with respect to the query's (x, y) is {gradient}; the query hardly learns.</source>
        <translation>[Ţĥé ļöšš îš ƒļåţ ĥéŕé: îţš ĝŕåðîéñţ ŵîţĥ ŕéšþéçţ ţö ţĥé ǫûéŕý'š (ẋ, ý) îš {gradient}; ţĥé ǫûéŕý ĥåŕðļý ļéåŕñš.··········································]</translation>
    </message>
    <message>
        <source>Without scaling the loss is flat here: its gradient with respect to the query's (x, y) is {gradient}; the query hardly learns.</source>
        <translation>[Ŵîţĥöûţ šçåļîñĝ ţĥé ļöšš îš ƒļåţ ĥéŕé: îţš ĝŕåðîéñţ ŵîţĥ ŕéšþéçţ ţö ţĥé ǫûéŕý'š (ẋ, ý) îš {gradient}; ţĥé ǫûéŕý ĥåŕðļý ļéåŕñš.·················································]</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the loss is flat here: its gradient with respect to the query's (x, y) is {gradient}; the query hardly learns.</source>
        <translation>[Šçåļéð ƀý 1/√ð ţĥé ļöšš îš ƒļåţ ĥéŕé: îţš ĝŕåðîéñţ ŵîţĥ ŕéšþéçţ ţö ţĥé ǫûéŕý'š (ẋ, ý) îš {gradient}; ţĥé ǫûéŕý ĥåŕðļý ļéåŕñš.················································]</translation>
    </message>
    <message>
        <source>The gradient is {gradient}: {label} can learn.</source>
        <translation>[Ţĥé ĝŕåðîéñţ îš {gradient}: {label} çåñ ļéåŕñ.·················]</translation>
    </message>
    <message>
        <source>Without scaling the gradient is {gradient}: {label} can learn.</source>
        <translation>[Ŵîţĥöûţ šçåļîñĝ ţĥé ĝŕåðîéñţ îš {gradient}: {label} çåñ ļéåŕñ.·······················]</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the gradient is {gradient}: {label} can learn.</source>
        <translation>[Šçåļéð ƀý 1/√ð ţĥé ĝŕåðîéñţ îš {gradient}: {label} çåñ ļéåŕñ.·······················]</translation>
    </message>
    <message>
        <source>The loss has risen by {percent}: the steps overshoot (try a smaller learning rate).</source>
        <translation>[Ţĥé ļöšš ĥåš ŕîšéñ ƀý {percent}: ţĥé šţéþš öṽéŕšĥööţ (ţŕý å šɱåļļéŕ ļéåŕñîñĝ ŕåţé).································]</translation>
    </message>
    <message>
        <source>Without scaling the loss has risen by {percent}: the steps overshoot (try a smaller learning rate).</source>
        <translation>[Ŵîţĥöûţ šçåļîñĝ ţĥé ļöšš ĥåš ŕîšéñ ƀý {percent}: ţĥé šţéþš öṽéŕšĥööţ (ţŕý å šɱåļļéŕ ļéåŕñîñĝ ŕåţé).······································]</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the loss has risen by {percent}: the steps overshoot (try a smaller learning rate).</source>
        <translation>[Šçåļéð ƀý 1/√ð ţĥé ļöšš ĥåš ŕîšéñ ƀý {percent}: ţĥé šţéþš öṽéŕšĥööţ (ţŕý å šɱåļļéŕ ļéåŕñîñĝ ŕåţé).······································]</translation>
    </message>
    <message>
        <source>The gradient is {gradient} and the loss has fallen by {percent}.</source>
        <translation>[Ţĥé ĝŕåðîéñţ îš {gradient} åñð ţĥé ļöšš ĥåš ƒåļļéñ ƀý {percent}.························]</translation>
    </message>
    <message>
        <source>Without scaling the gradient is {gradient} and the loss has fallen by {percent}.</source>
        <translation>[Ŵîţĥöûţ šçåļîñĝ ţĥé ĝŕåðîéñţ îš {gradient} åñð ţĥé ļöšš ĥåš ƒåļļéñ ƀý {percent}.······························]</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the gradient is {gradient} and the loss has fallen by {percent}.</source>
        <translation>[Šçåļéð ƀý 1/√ð ţĥé ĝŕåðîéñţ îš {gradient} åñð ţĥé ļöšš ĥåš ƒåļļéñ ƀý {percent}.······························]</translation>
    </message>
    <message>
        <source>Target colour: click a key's value</source>
        <translation>[Ţåŕĝéţ çöļöûŕ: çļîçķ å ķéý'š ṽåļûé············]</translation>
    </message>
    <message>
        <source>Any colour…</source>
        <translation>[Åñý çöļöûŕ…···]</translation>
    </message>
    <message>
        <source>Choose any target colour</source>
        <translation>[Çĥööšé åñý ţåŕĝéţ çöļöûŕ········]</translation>
    </message>
    <message>
        <source>Pick any colour as the target (a colour dialog)</source>
        <translation>[Þîçķ åñý çöļöûŕ åš ţĥé ţåŕĝéţ (å çöļöûŕ ðîåļöĝ)·················]</translation>
    </message>
    <message>
        <source>Target colour</source>
        <translation>[Ţåŕĝéţ çöļöûŕ····]</translation>
    </message>
    <message>
        <source>Learn: run gradient descent</source>
        <translation>[Ļéåŕñ: ŕûñ ĝŕåðîéñţ ðéšçéñţ·········]</translation>
    </message>
    <message>
        <source>Run gradient descent on the query's two canvas coordinates, with and without
scaling, toward the target colour (press again to pause).
In a network W_Q and W_K would learn; the query stands in for them.</source>
        <translation>[Ŕûñ ĝŕåðîéñţ ðéšçéñţ öñ ţĥé ǫûéŕý'š ţŵö çåñṽåš çööŕðîñåţéš, ŵîţĥ åñð ŵîţĥöûţ
šçåļîñĝ, ţöŵåŕð ţĥé ţåŕĝéţ çöļöûŕ (þŕéšš åĝåîñ ţö þåûšé).
Îñ å ñéţŵöŕķ Ŵ_Ǫ åñð Ŵ_Ķ ŵöûļð ļéåŕñ; ţĥé ǫûéŕý šţåñðš îñ ƒöŕ ţĥéɱ.···············································································]</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>[Šţéþ·]</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>[Öñé šţéþ öƒ ĝŕåðîéñţ ðéšçéñţ··········]</translation>
    </message>
    <message>
        <source>One step of gradient descent for both ghost queries</source>
        <translation>[Öñé šţéþ öƒ ĝŕåðîéñţ ðéšçéñţ ƒöŕ ƀöţĥ ĝĥöšţ ǫûéŕîéš···················]</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>[Ŕéšéţ·]</translation>
    </message>
    <message>
        <source>Reset: ghosts back to the query</source>
        <translation>[Ŕéšéţ: ĝĥöšţš ƀåçķ ţö ţĥé ǫûéŕý···········]</translation>
    </message>
    <message>
        <source>Put both ghost queries back where the query is</source>
        <translation>[Þûţ ƀöţĥ ĝĥöšţ ǫûéŕîéš ƀåçķ ŵĥéŕé ţĥé ǫûéŕý îš·················]</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>[Åççéþţ·]</translation>
    </message>
    <message>
        <source>Accept the scaled ghost's position for the query</source>
        <translation>[Åççéþţ ţĥé šçåļéð ĝĥöšţ'š þöšîţîöñ ƒöŕ ţĥé ǫûéŕý··················]</translation>
    </message>
    <message>
        <source>Move the query to where the scaled ghost (scaled dot-product attention) learnt
to be: one undo step (Ctrl+Z puts it back)</source>
        <translation>[Ṁöṽé ţĥé ǫûéŕý ţö ŵĥéŕé ţĥé šçåļéð ĝĥöšţ (šçåļéð ðöţ-þŕöðûçţ åţţéñţîöñ) ļéåŕñţ
ţö ƀé: öñé ûñðö šţéþ (Çţŕļ+Ž þûţš îţ ƀåçķ)···············································]</translation>
    </message>
    <message>
        <source>Copy as code</source>
        <translation>[Çöþý åš çöðé···]</translation>
    </message>
    <message>
        <source>Copy this descent as Python code</source>
        <translation>[Çöþý ţĥîš ðéšçéñţ åš Þýţĥöñ çöðé···········]</translation>
    </message>
    <message>
        <source>Copy NumPy code that runs this same descent (the loss, its gradient, the rate) to
the clipboard: paste it into the Code panel (F4), change the loss or the rate, Run.
Its path agrees with kino's to about 10⁻¹², not bit for bit.</source>
        <translation>[Çöþý ÑûɱÞý çöðé ţĥåţ ŕûñš ţĥîš šåɱé ðéšçéñţ (ţĥé ļöšš, îţš ĝŕåðîéñţ, ţĥé ŕåţé) ţö
ţĥé çļîþƀöåŕð: þåšţé îţ îñţö ţĥé Çöðé þåñéļ (Ƒ4), çĥåñĝé ţĥé ļöšš öŕ ţĥé ŕåţé, Ŕûñ.
Îţš þåţĥ åĝŕééš ŵîţĥ ķîñö'š ţö åƀöûţ 10⁻¹², ñöţ ƀîţ ƒöŕ ƀîţ.·························································································]</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>[ļéåŕñîñĝ ŕåţé····]</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>[Ļéåŕñîñĝ ŕåţé····]</translation>
    </message>
    <message>
        <source>How far each step goes along the gradient (default {rate}).
A step moves the query by rate × gradient, so a gradient of 0.00002 moves it
0.00004 per step at rate 2: nothing you can see.</source>
        <translation>[Ĥöŵ ƒåŕ éåçĥ šţéþ ĝöéš åļöñĝ ţĥé ĝŕåðîéñţ (ðéƒåûļţ {rate}).
Å šţéþ ɱöṽéš ţĥé ǫûéŕý ƀý ŕåţé × ĝŕåðîéñţ, šö å ĝŕåðîéñţ öƒ 0.00002 ɱöṽéš îţ
0.00004 þéŕ šţéþ åţ ŕåţé 2: ñöţĥîñĝ ýöû çåñ šéé.········································································]</translation>
    </message>
    <message>
        <source>Legend of the plot</source>
        <translation>[Ļéĝéñð öƒ ţĥé þļöţ······]</translation>
    </message>
    <message>
        <source>What the query is learning</source>
        <translation>[Ŵĥåţ ţĥé ǫûéŕý îš ļéåŕñîñĝ·········]</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>[ûñšçåļéð··]</translation>
    </message>
    <message>
        <source>ghost</source>
        <translation>[ĝĥöšţ·]</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>[šçåļéð·]</translation>
    </message>
    <message>
        <source>Pick a target colour, then press Learn.</source>
        <translation>[Þîçķ å ţåŕĝéţ çöļöûŕ, ţĥéñ þŕéšš Ļéåŕñ.··············]</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>[ļöšš·]</translation>
    </message>
    <message>
        <source>‖gradient‖</source>
        <translation>[‖ĝŕåðîéñţ‖··]</translation>
    </message>
    <message>
        <source>loss, without scaling</source>
        <translation>[ļöšš, ŵîţĥöûţ šçåļîñĝ·······]</translation>
    </message>
    <message>
        <source>loss, scaled by 1/√d</source>
        <translation>[ļöšš, šçåļéð ƀý 1/√ð······]</translation>
    </message>
    <message>
        <source>‖gradient‖, without scaling</source>
        <translation>[‖ĝŕåðîéñţ‖, ŵîţĥöûţ šçåļîñĝ·········]</translation>
    </message>
    <message>
        <source>‖gradient‖, scaled by 1/√d</source>
        <translation>[‖ĝŕåðîéñţ‖, šçåļéð ƀý 1/√ð·········]</translation>
    </message>
    <message>
        <source>step</source>
        <translation>[šţéþ·]</translation>
    </message>
    <message>
        <source>Target: key {label}'s value {colour}</source>
        <translation>[Ţåŕĝéţ: ķéý {label}'š ṽåļûé {colour}·············]</translation>
    </message>
    <message>
        <source>Make key {label}'s value ({colour}) the target colour</source>
        <translation>[Ṁåķé ķéý {label}'š ṽåļûé ({colour}) ţĥé ţåŕĝéţ çöļöûŕ····················]</translation>
    </message>
    <message>
        <source>No target yet.</source>
        <translation>[Ñö ţåŕĝéţ ýéţ.····]</translation>
    </message>
    <message>
        <source>target: {name}</source>
        <translation>[ţåŕĝéţ: {name}····]</translation>
    </message>
    <message>
        <source>target: {name} ({colour})</source>
        <translation>[ţåŕĝéţ: {name} ({colour})········]</translation>
    </message>
    <message>
        <source>Pick a target colour first: click a key's value.</source>
        <translation>[Þîçķ å ţåŕĝéţ çöļöûŕ ƒîŕšţ: çļîçķ å ķéý'š ṽåļûé.··················]</translation>
    </message>
    <message>
        <source>Copied the descent as Python: paste it into the Code panel (F4) and press Run. Change the loss (and its derivative) or the learning rate and run it again.</source>
        <translation>[Çöþîéð ţĥé ðéšçéñţ åš Þýţĥöñ: þåšţé îţ îñţö ţĥé Çöðé þåñéļ (Ƒ4) åñð þŕéšš Ŕûñ. Çĥåñĝé ţĥé ļöšš (åñð îţš ðéŕîṽåţîṽé) öŕ ţĥé ļéåŕñîñĝ ŕåţé åñð ŕûñ îţ åĝåîñ.····························································]</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>[Þåûšé·]</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>[Ļéåŕñ·]</translation>
    </message>
    <message>
        <source>Loss per step, as a percentage of the starting loss</source>
        <translation>[Ļöšš þéŕ šţéþ, åš å þéŕçéñţåĝé öƒ ţĥé šţåŕţîñĝ ļöšš···················]</translation>
    </message>
    <message>
        <source>The loss ½‖o − target‖² per step, as a percentage of the loss at the start:
a flat line at 100% learnt nothing. Red: without scaling; blue: scaled by 1/√d.</source>
        <translation>[Ţĥé ļöšš ½‖ö − ţåŕĝéţ‖² þéŕ šţéþ, åš å þéŕçéñţåĝé öƒ ţĥé ļöšš åţ ţĥé šţåŕţ:
å ƒļåţ ļîñé åţ 100% ļéåŕñţ ñöţĥîñĝ. Ŕéð: ŵîţĥöûţ šçåļîñĝ; ƀļûé: šçåļéð ƀý 1/√ð.····························································]</translation>
    </message>
    <message>
        <source>Size of the gradient per step, log scale</source>
        <translation>[Šîžé öƒ ţĥé ĝŕåðîéñţ þéŕ šţéþ, ļöĝ šçåļé··············]</translation>
    </message>
    <message>
        <source>The size of the loss's gradient with respect to the query's (x, y) per step.
Red: without scaling; blue: scaled by 1/√d. Log scale: 1e-6 is visibly nothing.</source>
        <translation>[Ţĥé šîžé öƒ ţĥé ļöšš'š ĝŕåðîéñţ ŵîţĥ ŕéšþéçţ ţö ţĥé ǫûéŕý'š (ẋ, ý) þéŕ šţéþ.
Ŕéð: ŵîţĥöûţ šçåļîñĝ; ƀļûé: šçåļéð ƀý 1/√ð. Ļöĝ šçåļé: 1é-6 îš ṽîšîƀļý ñöţĥîñĝ.·····························································]</translation>
    </message>
    <message>
        <source>Press Learn: a ghost query descends toward {target}.</source>
        <translation>[Þŕéšš Ļéåŕñ: å ĝĥöšţ ǫûéŕý ðéšçéñðš ţöŵåŕð {target}.···················]</translation>
    </message>
    <message>
        <source>Press Learn: two ghost queries descend toward {target}, one without scaling, one scaled by 1/√d.</source>
        <translation>[Þŕéšš Ļéåŕñ: ţŵö ĝĥöšţ ǫûéŕîéš ðéšçéñð ţöŵåŕð {target}, öñé ŵîţĥöûţ šçåļîñĝ, öñé šçåļéð ƀý 1/√ð.·····································]</translation>
    </message>
    <message>
        <source>Step {step} of {count}. {sentences}</source>
        <translation>[Šţéþ {step} öƒ {count}. {sentences}············]</translation>
    </message>
</context>
<context>
    <name>LectureController</name>
    <message>
        <source>kino lesson decks (*.kinodeck);;All files (*)</source>
        <translation>[ķîñö ļéššöñ ðéçķš (*.ķîñöðéçķ);;Åļļ ƒîļéš (*)················]</translation>
    </message>
    <message>
        <source>Could not open the deck</source>
        <translation>[Çöûļð ñöţ öþéñ ţĥé ðéçķ········]</translation>
    </message>
    <message numerus="yes">
        <source>Opened the deck {name}: %n steps; warnings: {warnings}</source>
        <translation>
            <numerusform>[Öþéñéð ţĥé ðéçķ {name}: %n šţéþš; ŵåŕñîñĝš: {warnings}····················]</numerusform>
            <numerusform>[Öþéñéð ţĥé ðéçķ {name}: %n šţéþš; ŵåŕñîñĝš: {warnings}····················]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened the deck {name}: %n steps</source>
        <translation>
            <numerusform>[Öþéñéð ţĥé ðéçķ {name}: %n šţéþš···········]</numerusform>
            <numerusform>[Öþéñéð ţĥé ðéçķ {name}: %n šţéþš···········]</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open the lesson</source>
        <translation>[Çöûļð ñöţ öþéñ ţĥé ļéššöñ········]</translation>
    </message>
    <message numerus="yes">
        <source>Lesson: {title} (%n steps)</source>
        <translation>
            <numerusform>[Ļéššöñ: {title} (%n šţéþš)·········]</numerusform>
            <numerusform>[Ļéššöñ: {title} (%n šţéþš)·········]</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a lesson deck</source>
        <translation>[Öþéñ å ļéššöñ ðéçķ······]</translation>
    </message>
    <message>
        <source>Closed the deck without its unsaved steps</source>
        <translation>[Çļöšéð ţĥé ðéçķ ŵîţĥöûţ îţš ûñšåṽéð šţéþš···············]</translation>
    </message>
    <message>
        <source>Unsaved deck</source>
        <translation>[Ûñšåṽéð ðéçķ···]</translation>
    </message>
    <message>
        <source>The lesson deck “{title}” has unsaved steps.</source>
        <translation>[Ţĥé ļéššöñ ðéçķ “{title}” ĥåš ûñšåṽéð šţéþš.················]</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>[Ñéŵ ļéššöñ··]</translation>
    </message>
    <message>
        <source>Started a new deck with this scene as step 1</source>
        <translation>[Šţåŕţéð å ñéŵ ðéçķ ŵîţĥ ţĥîš šçéñé åš šţéþ 1················]</translation>
    </message>
    <message>
        <source>Added the scene as step {number}</source>
        <translation>[Åððéð ţĥé šçéñé åš šţéþ {number}···········]</translation>
    </message>
    <message>
        <source>Step {number} now holds the scene on screen</source>
        <translation>[Šţéþ {number} ñöŵ ĥöļðš ţĥé šçéñé öñ šçŕééñ················]</translation>
    </message>
    <message>
        <source>Open or start a deck first (Lesson ▸ Add the scene as a step)</source>
        <translation>[Öþéñ öŕ šţåŕţ å ðéçķ ƒîŕšţ (Ļéššöñ ▸ Åðð ţĥé šçéñé åš å šţéþ)·······················]</translation>
    </message>
    <message>
        <source>A deck keeps at least one step (Lesson ▸ Close deck)</source>
        <translation>[Å ðéçķ ķééþš åţ ļéåšţ öñé šţéþ (Ļéššöñ ▸ Çļöšé ðéçķ)···················]</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>[ļéššöñ·]</translation>
    </message>
    <message>
        <source>Save deck as</source>
        <translation>[Šåṽé ðéçķ åš···]</translation>
    </message>
    <message>
        <source>Could not save the deck</source>
        <translation>[Çöûļð ñöţ šåṽé ţĥé ðéçķ········]</translation>
    </message>
    <message>
        <source>Saved the deck {name}</source>
        <translation>[Šåṽéð ţĥé ðéçķ {name}·······]</translation>
    </message>
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
    <name>LeftOutLine</name>
    <message numerus="yes">
        <source>%n panels left out (V to choose)</source>
        <translation>
            <numerusform>[%n þåñéļš ļéƒţ öûţ (Ṽ ţö çĥööšé)···········]</numerusform>
            <numerusform>[%n þåñéļš ļéƒţ öûţ (Ṽ ţö çĥööšé)···········]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n panels hidden: no room</source>
        <translation>
            <numerusform>[%n þåñéļš ĥîððéñ: ñö ŕööɱ········]</numerusform>
            <numerusform>[%n þåñéļš ĥîððéñ: ñö ŕööɱ········]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonLearn</name>
    <message>
        <source>Predict first: will the query move toward {target}? R reveals, and the run starts.</source>
        <translation>[Þŕéðîçţ ƒîŕšţ: ŵîļļ ţĥé ǫûéŕý ɱöṽé ţöŵåŕð {target}? Ŕ ŕéṽéåļš, åñð ţĥé ŕûñ šţåŕţš.·······························]</translation>
    </message>
    <message>
        <source>Predict first: will the query move toward the target? R reveals, and the run starts.</source>
        <translation>[Þŕéðîçţ ƒîŕšţ: ŵîļļ ţĥé ǫûéŕý ɱöṽé ţöŵåŕð ţĥé ţåŕĝéţ? Ŕ ŕéṽéåļš, åñð ţĥé ŕûñ šţåŕţš.································]</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Showing the attention map (V hides it)</source>
        <translation>[Šĥöŵîñĝ ţĥé åţţéñţîöñ ɱåþ (Ṽ ĥîðéš îţ)··············]</translation>
    </message>
    <message>
        <source>Showing the attention map (View ▸ Attention map hides it)</source>
        <translation>[Šĥöŵîñĝ ţĥé åţţéñţîöñ ɱåþ (Ṽîéŵ ▸ Åţţéñţîöñ ɱåþ ĥîðéš îţ)·····················]</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>[Ṁåîñ ţööļƀåŕ···]</translation>
    </message>
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
        <source>untitled ({title})</source>
        <translation>[ûñţîţļéð ({title})······]</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>[ûñţîţļéð··]</translation>
    </message>
    <message>
        <source>Delete key {label}</source>
        <translation>[Ðéļéţé ķéý {label}······]</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>[Ŕéñåɱé…·]</translation>
    </message>
    <message>
        <source>Position of {label}…</source>
        <translation>[Þöšîţîöñ öƒ {label}…······]</translation>
    </message>
    <message>
        <source>{scene} · deck “{deck}”</source>
        <translation>[{scene} · ðéçķ “{deck}”········]</translation>
    </message>
    <message>
        <source>Rename or recolour…</source>
        <translation>[Ŕéñåɱé öŕ ŕéçöļöûŕ…······]</translation>
    </message>
    <message>
        <source>Delete query {label}</source>
        <translation>[Ðéļéţé ǫûéŕý {label}······]</translation>
    </message>
    <message>
        <source>&amp;About kino</source>
        <translation>[&amp;Aƀöûţ ķîñö···]</translation>
    </message>
    <message>
        <source>Export movie or handout…</source>
        <translation>[Éẋþöŕţ ɱöṽîé öŕ ĥåñðöûţ…········]</translation>
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
        <source>Light</source>
        <translation>[Ļîĝĥţ·]</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>[Ðåŕķ·]</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>[Ĥîĝĥ çöñţŕåšţ····]</translation>
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
    <name>Movie</name>
    <message>
        <source>Now, scaled by 1/√d: {weights}.</source>
        <translation>[Ñöŵ, šçåļéð ƀý 1/√ð: {weights}.···········]</translation>
    </message>
    <message>
        <source>Now: {weights}.</source>
        <translation>[Ñöŵ: {weights}.····]</translation>
    </message>
</context>
<context>
    <name>MovieExports</name>
    <message>
        <source>Open a lesson (File ▸ Open lesson) or replay a recording to export it</source>
        <translation>[Öþéñ å ļéššöñ (Ƒîļé ▸ Öþéñ ļéššöñ) öŕ ŕéþļåý å ŕéçöŕðîñĝ ţö éẋþöŕţ îţ··························]</translation>
    </message>
    <message>
        <source>PDF handouts with the speaker's notes (*.pdf)</source>
        <translation>[ÞÐƑ ĥåñðöûţš ŵîţĥ ţĥé šþéåķéŕ'š ñöţéš (*.þðƒ)················]</translation>
    </message>
    <message>
        <source>MP4 videos (*.mp4);;GIF animations (*.gif)</source>
        <translation>[ṀÞ4 ṽîðéöš (*.ɱþ4);;ĜÎƑ åñîɱåţîöñš (*.ĝîƒ)···············]</translation>
    </message>
    <message>
        <source>MP4 videos (*.mp4);;GIF animations (*.gif);;PDF handouts (*.pdf)</source>
        <translation>[ṀÞ4 ṽîðéöš (*.ɱþ4);;ĜÎƑ åñîɱåţîöñš (*.ĝîƒ);;ÞÐƑ ĥåñðöûţš (*.þðƒ)························]</translation>
    </message>
    <message>
        <source>Export movie or handout</source>
        <translation>[Éẋþöŕţ ɱöṽîé öŕ ĥåñðöûţ········]</translation>
    </message>
    <message>
        <source>Exporting {name}…</source>
        <translation>[Éẋþöŕţîñĝ {name}…·····]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>[Çåñçéļ·]</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>[Éẋþöŕţ·]</translation>
    </message>
    <message>
        <source>a PDF handout is made from a lesson deck</source>
        <translation>[å ÞÐƑ ĥåñðöûţ îš ɱåðé ƒŕöɱ å ļéššöñ ðéçķ··············]</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>[Éẋþöŕţ çåñçéļļéð: ñöţĥîñĝ ŵåš ŵŕîţţéñ·············]</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>[Çöûļð ñöţ éẋþöŕţ·····]</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>[Éẋþöŕţéð {name}····]</translation>
    </message>
</context>
<context>
    <name>OutputPanel</name>
    <message>
        <source>output</source>
        <translation>[öûţþûţ·]</translation>
    </message>
    <message>
        <source>Output without scaling: o = Σ α_j v_j with α = softmax(q·k)
RGB {rgb} = {hex}</source>
        <translation>[Öûţþûţ ŵîţĥöûţ šçåļîñĝ: ö = Σ α_ĵ ṽ_ĵ ŵîţĥ α = šöƒţɱåẋ(ǫ·ķ)
ŔĜƁ {rgb} = {hex}·····························]</translation>
    </message>
    <message>
        <source>Output scaled by 1/√d: o = Σ α_j v_j with α = softmax(q·k / √d)
RGB {rgb} = {hex}</source>
        <translation>[Öûţþûţ šçåļéð ƀý 1/√ð: ö = Σ α_ĵ ṽ_ĵ ŵîţĥ α = šöƒţɱåẋ(ǫ·ķ / √ð)
ŔĜƁ {rgb} = {hex}·······························]</translation>
    </message>
    <message>
        <source>Value of key {label}: RGB {rgb} = {hex}</source>
        <translation>[Ṽåļûé öƒ ķéý {label}: ŔĜƁ {rgb} = {hex}··············]</translation>
    </message>
    <message>
        <source>Output of {label} (its row of the attention map times V):
left half without scaling RGB {unscaled}, right half scaled by 1/√d RGB {scaled}.
Click to select {label}.</source>
        <translation>[Öûţþûţ öƒ {label} (îţš ŕöŵ öƒ ţĥé åţţéñţîöñ ɱåþ ţîɱéš Ṽ):
ļéƒţ ĥåļƒ ŵîţĥöûţ šçåļîñĝ ŔĜƁ {unscaled}, ŕîĝĥţ ĥåļƒ šçåļéð ƀý 1/√ð ŔĜƁ {scaled}.
Çļîçķ ţö šéļéçţ {label}.································································]</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j,
with the weights without scaling.</source>
        <translation>[Ţĥé öûţþûţ îš ţĥé ŵéîĝĥţéð åṽéŕåĝé öƒ ţĥé ṽåļûéš (çöļöûŕš): ö = Σ α_ĵ ṽ_ĵ,
ŵîţĥ ţĥé ŵéîĝĥţš ŵîţĥöûţ šçåļîñĝ.··········································]</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j.
Left: with the unscaled weights; right: with the weights scaled by 1/√d.</source>
        <translation>[Ţĥé öûţþûţ îš ţĥé ŵéîĝĥţéð åṽéŕåĝé öƒ ţĥé ṽåļûéš (çöļöûŕš): ö = Σ α_ĵ ṽ_ĵ.
Ļéƒţ: ŵîţĥ ţĥé ûñšçåļéð ŵéîĝĥţš; ŕîĝĥţ: ŵîţĥ ţĥé ŵéîĝĥţš šçåļéð ƀý 1/√ð.·························································]</translation>
    </message>
</context>
<context>
    <name>Overwrite</name>
    <message>
        <source>Save As…</source>
        <translation>[Šåṽé Åš…··]</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>[Ŕéþļåçé·]</translation>
    </message>
    <message>
        <source>“{name}” is not a regular file: kino does not write over it.</source>
        <translation>[“{name}” îš ñöţ å ŕéĝûļåŕ ƒîļé: ķîñö ðöéš ñöţ ŵŕîţé öṽéŕ îţ.······················]</translation>
    </message>
    <message>
        <source>“{name}” is not a file kino wrote: kino does not write over it.</source>
        <translation>[“{name}” îš ñöţ å ƒîļé ķîñö ŵŕöţé: ķîñö ðöéš ñöţ ŵŕîţé öṽéŕ îţ.························]</translation>
    </message>
    <message>
        <source>“{name}” is read-only: kino does not replace it.</source>
        <translation>[“{name}” îš ŕéåð-öñļý: ķîñö ðöéš ñöţ ŕéþļåçé îţ.··················]</translation>
    </message>
    <message>
        <source>“{name}” has other names (hard links): saving would split them, so kino does not replace it.</source>
        <translation>[“{name}” ĥåš öţĥéŕ ñåɱéš (ĥåŕð ļîñķš): šåṽîñĝ ŵöûļð šþļîţ ţĥéɱ, šö ķîñö ðöéš ñöţ ŕéþļåçé îţ.···································]</translation>
    </message>
    <message>
        <source>“{name}” was changed by another program since kino opened or saved it. Replace those changes?</source>
        <translation>[“{name}” ŵåš çĥåñĝéð ƀý åñöţĥéŕ þŕöĝŕåɱ šîñçé ķîñö öþéñéð öŕ šåṽéð îţ. Ŕéþļåçé ţĥöšé çĥåñĝéš?····································]</translation>
    </message>
    <message>
        <source>Save over “{name}”?</source>
        <translation>[Šåṽé öṽéŕ “{name}”?······]</translation>
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
    <name>PanelPicker</name>
    <message>
        <source>Panel picker</source>
        <translation>[Þåñéļ þîçķéŕ···]</translation>
    </message>
    <message>
        <source>Panels (Space shows or hides, Esc closes)</source>
        <translation>[Þåñéļš (Šþåçé šĥöŵš öŕ ĥîðéš, Éšç çļöšéš)···············]</translation>
    </message>
    <message>
        <source>Panel picker help</source>
        <translation>[Þåñéļ þîçķéŕ ĥéļþ·····]</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>[Þåñéļš·]</translation>
    </message>
    <message>
        <source>Choose panels (presenting)</source>
        <translation>[Çĥööšé þåñéļš (þŕéšéñţîñĝ)·········]</translation>
    </message>
    <message>
        <source>{panel}: shown</source>
        <translation>[{panel}: šĥöŵñ····]</translation>
    </message>
    <message>
        <source>{panel}: hidden</source>
        <translation>[{panel}: ĥîððéñ····]</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Canvas</source>
        <translation>[Çåñṽåš·]</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>[Šçöŕéš·]</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>[Ŵéîĝĥţš·]</translation>
    </message>
    <message>
        <source>Attention map</source>
        <translation>[Åţţéñţîöñ ɱåþ····]</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>[Öûţþûţ·]</translation>
    </message>
    <message>
        <source>Readouts</source>
        <translation>[Ŕéåðöûţš··]</translation>
    </message>
    <message>
        <source>Saturation</source>
        <translation>[Šåţûŕåţîöñ··]</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>[Ƒöŕɱûļå·]</translation>
    </message>
    <message>
        <source>Code panel</source>
        <translation>[Çöðé þåñéļ··]</translation>
    </message>
    <message>
        <source>Learn mode</source>
        <translation>[Ļéåŕñ ɱöðé··]</translation>
    </message>
</context>
<context>
    <name>PictureExports</name>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>[ÞÑĜ þîçţûŕéš (*.þñĝ)······]</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>[ŠṼĜ þîçţûŕéš (*.šṽĝ)······]</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>[Éẋþöŕţ þîçţûŕé····]</translation>
    </message>
    <message>
        <source>Width x height in pixels:</source>
        <translation>[Ŵîðţĥ ẋ ĥéîĝĥţ îñ þîẋéļš:········]</translation>
    </message>
    <message>
        <source>Export at a size</source>
        <translation>[Éẋþöŕţ åţ å šîžé·····]</translation>
    </message>
    <message>
        <source>{error}
Width x height in pixels:</source>
        <translation>[{error}
Ŵîðţĥ ẋ ĥéîĝĥţ îñ þîẋéļš:············]</translation>
    </message>
    <message>
        <source>Exported {name} at {size}</source>
        <translation>[Éẋþöŕţéð {name} åţ {size}········]</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>[Éẋþöŕţéð {name}····]</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>[Çöûļð ñöţ éẋþöŕţ·····]</translation>
    </message>
    <message>
        <source>Copied a picture of the view to the clipboard (2x)</source>
        <translation>[Çöþîéð å þîçţûŕé öƒ ţĥé ṽîéŵ ţö ţĥé çļîþƀöåŕð (2ẋ)··················]</translation>
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
    <name>PreferencesController</name>
    <message>
        <source>UI scale {percent}%</source>
        <translation>[ÛÎ šçåļé {percent}%······]</translation>
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
    <name>PresenterController</name>
    <message>
        <source>Laser pointer</source>
        <translation>[Ļåšéŕ þöîñţéŕ····]</translation>
    </message>
    <message>
        <source>Presenter view in a window (rehearsal, screen sharing)</source>
        <translation>[Þŕéšéñţéŕ ṽîéŵ îñ å ŵîñðöŵ (ŕéĥéåŕšåļ, šçŕééñ šĥåŕîñĝ)····················]</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>No notes for this step (Lesson ▸ Edit title, caption and notes… adds them).</source>
        <translation>[Ñö ñöţéš ƒöŕ ţĥîš šţéþ (Ļéššöñ ▸ Éðîţ ţîţļé, çåþţîöñ åñð ñöţéš… åððš ţĥéɱ).····························]</translation>
    </message>
    <message>
        <source>The room's view appears here</source>
        <translation>[Ţĥé ŕööɱ'š ṽîéŵ åþþéåŕš ĥéŕé··········]</translation>
    </message>
    <message>
        <source>What the room sees right now (a live copy of the audience window)</source>
        <translation>[Ŵĥåţ ţĥé ŕööɱ šééš ŕîĝĥţ ñöŵ (å ļîṽé çöþý öƒ ţĥé åûðîéñçé ŵîñðöŵ)························]</translation>
    </message>
    <message>
        <source>The next step, as the room will see it</source>
        <translation>[Ţĥé ñéẋţ šţéþ, åš ţĥé ŕööɱ ŵîļļ šéé îţ··············]</translation>
    </message>
    <message>
        <source>End of the deck</source>
        <translation>[Éñð öƒ ţĥé ðéçķ····]</translation>
    </message>
    <message>
        <source>No deck open</source>
        <translation>[Ñö ðéçķ öþéñ···]</translation>
    </message>
    <message>
        <source>kino — presenter view</source>
        <translation>[ķîñö — þŕéšéñţéŕ ṽîéŵ·······]</translation>
    </message>
    <message>
        <source>Your canvas: the same scene as the room's. A drag here moves it there too;
with the laser pointer on (Ctrl+L) the room sees a red dot where your mouse is.</source>
        <translation>[Ýöûŕ çåñṽåš: ţĥé šåɱé šçéñé åš ţĥé ŕööɱ'š. Å ðŕåĝ ĥéŕé ɱöṽéš îţ ţĥéŕé ţöö;
ŵîţĥ ţĥé ļåšéŕ þöîñţéŕ öñ (Çţŕļ+Ļ) ţĥé ŕööɱ šééš å ŕéð ðöţ ŵĥéŕé ýöûŕ ɱöûšé îš.····························································]</translation>
    </message>
    <message>
        <source>Lecture</source>
        <translation>[Ļéçţûŕé·]</translation>
    </message>
    <message>
        <source>The step the room sees, and the number of steps</source>
        <translation>[Ţĥé šţéþ ţĥé ŕööɱ šééš, åñð ţĥé ñûɱƀéŕ öƒ šţéþš·················]</translation>
    </message>
    <message>
        <source>Time since presenting began</source>
        <translation>[Ţîɱé šîñçé þŕéšéñţîñĝ ƀéĝåñ·········]</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>[◀ Þŕéṽîöûš··]</translation>
    </message>
    <message>
        <source>Previous step (PageUp, Left)</source>
        <translation>[Þŕéṽîöûš šţéþ (ÞåĝéÛþ, Ļéƒţ)··········]</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>[Ñéẋţ ▶·]</translation>
    </message>
    <message>
        <source>Next step (PageDown, Right, Space)</source>
        <translation>[Ñéẋţ šţéþ (ÞåĝéÐöŵñ, Ŕîĝĥţ, Šþåçé)············]</translation>
    </message>
    <message>
        <source>The screen the room sees (the projector). kino remembers it for the next talk.</source>
        <translation>[Ţĥé šçŕééñ ţĥé ŕööɱ šééš (ţĥé þŕöĵéçţöŕ). ķîñö ŕéɱéɱƀéŕš îţ ƒöŕ ţĥé ñéẋţ ţåļķ.······························]</translation>
    </message>
    <message>
        <source>Room's screen:</source>
        <translation>[Ŕööɱ'š šçŕééñ:····]</translation>
    </message>
    <message>
        <source>In a window</source>
        <translation>[Îñ å ŵîñðöŵ···]</translation>
    </message>
    <message>
        <source>The room's view in a window of its own on this screen, for a rehearsal or
to share just that window in a video call (Ctrl+F5; again to undo).</source>
        <translation>[Ţĥé ŕööɱ'š ṽîéŵ îñ å ŵîñðöŵ öƒ îţš öŵñ öñ ţĥîš šçŕééñ, ƒöŕ å ŕéĥéåŕšåļ öŕ
ţö šĥåŕé ĵûšţ ţĥåţ ŵîñðöŵ îñ å ṽîðéö çåļļ (Çţŕļ+Ƒ5; åĝåîñ ţö ûñðö).·······················································]</translation>
    </message>
    <message>
        <source>End</source>
        <translation>[Éñð·]</translation>
    </message>
    <message>
        <source>Stop presenting (Esc)</source>
        <translation>[Šţöþ þŕéšéñţîñĝ (Éšç)·······]</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>[Çöñţŕöļš··]</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>[Ɓļåñķ·]</translation>
    </message>
    <message>
        <source>Black screen for the room (B)</source>
        <translation>[Ɓļåçķ šçŕééñ ƒöŕ ţĥé ŕööɱ (Ɓ)··········]</translation>
    </message>
    <message>
        <source>Hide answers</source>
        <translation>[Ĥîðé åñšŵéŕš···]</translation>
    </message>
    <message>
        <source>Cover the panels so the room predicts first (H)</source>
        <translation>[Çöṽéŕ ţĥé þåñéļš šö ţĥé ŕööɱ þŕéðîçţš ƒîŕšţ (Ĥ)·················]</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>[Ŕéṽéåļ·]</translation>
    </message>
    <message>
        <source>Uncover the panels (R)</source>
        <translation>[Ûñçöṽéŕ ţĥé þåñéļš (Ŕ)·······]</translation>
    </message>
    <message>
        <source>Turn query</source>
        <translation>[Ţûŕñ ǫûéŕý··]</translation>
    </message>
    <message>
        <source>Turn the query about the origin (P)</source>
        <translation>[Ţûŕñ ţĥé ǫûéŕý åƀöûţ ţĥé öŕîĝîñ (Þ)············]</translation>
    </message>
    <message>
        <source>Laser</source>
        <translation>[Ļåšéŕ·]</translation>
    </message>
    <message>
        <source>A red dot on the room's canvas where your mouse is on yours (Ctrl+L)</source>
        <translation>[Å ŕéð ðöţ öñ ţĥé ŕööɱ'š çåñṽåš ŵĥéŕé ýöûŕ ɱöûšé îš öñ ýöûŕš (Çţŕļ+Ļ)··························]</translation>
    </message>
    <message>
        <source>Ask the room</source>
        <translation>[Åšķ ţĥé ŕööɱ···]</translation>
    </message>
    <message>
        <source>Open a question for the phones, or close it (A); R reveals the answers</source>
        <translation>[Öþéñ å ǫûéšţîöñ ƒöŕ ţĥé þĥöñéš, öŕ çļöšé îţ (Å); Ŕ ŕéṽéåļš ţĥé åñšŵéŕš··························]</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>[Ŕéçöŕð·]</translation>
    </message>
    <message>
        <source>Record the demo as a .kinorec file (Ctrl+R; again to stop)</source>
        <translation>[Ŕéçöŕð ţĥé ðéɱö åš å .ķîñöŕéç ƒîļé (Çţŕļ+Ŕ; åĝåîñ ţö šţöþ)······················]</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>[Ŕé-ŕöļļ·]</translation>
    </message>
    <message>
        <source>New hidden coordinates (a new seed)</source>
        <translation>[Ñéŵ ĥîððéñ çööŕðîñåţéš (å ñéŵ šééð)············]</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>[Þåñéļš·]</translation>
    </message>
    <message>
        <source>Show or hide the room's panels</source>
        <translation>[Šĥöŵ öŕ ĥîðé ţĥé ŕööɱ'š þåñéļš··········]</translation>
    </message>
    <message>
        <source>Your notes for this step: only you see them</source>
        <translation>[Ýöûŕ ñöţéš ƒöŕ ţĥîš šţéþ: öñļý ýöû šéé ţĥéɱ················]</translation>
    </message>
    <message>
        <source>The room sees</source>
        <translation>[Ţĥé ŕööɱ šééš····]</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>[Ñöŵ·]</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>[Ñöţéš·]</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>[Ñéẋţ·]</translation>
    </message>
    <message>
        <source>The room's answers</source>
        <translation>[Ţĥé ŕööɱ'š åñšŵéŕš······]</translation>
    </message>
    <message>
        <source>No deck</source>
        <translation>[Ñö ðéçķ·]</translation>
    </message>
    <message>
        <source>Open a lesson (Lesson ▸ Open lesson) to see its notes here.</source>
        <translation>[Öþéñ å ļéššöñ (Ļéššöñ ▸ Öþéñ ļéššöñ) ţö šéé îţš ñöţéš ĥéŕé.······················]</translation>
    </message>
    <message>
        <source>Step {counter}</source>
        <translation>[Šţéþ {counter}····]</translation>
    </message>
    <message>
        <source>Answer (held until R): {answer}</source>
        <translation>[Åñšŵéŕ (ĥéļð ûñţîļ Ŕ): {answer}···········]</translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>[Šţéþ {number}····]</translation>
    </message>
    <message>
        <source>(no title)</source>
        <translation>[(ñö ţîţļé)··]</translation>
    </message>
</context>
<context>
    <name>QueryDialog</name>
    <message>
        <source>A query needs a label: type a letter or a word.</source>
        <translation>[Å ǫûéŕý ñééðš å ļåƀéļ: ţýþé å ļéţţéŕ öŕ å ŵöŕð.·················]</translation>
    </message>
    <message>
        <source>Rename query {label}</source>
        <translation>[Ŕéñåɱé ǫûéŕý {label}······]</translation>
    </message>
    <message>
        <source>The query's name: a letter or a word (up to {count} characters).
Each query is one row of the attention map.</source>
        <translation>[Ţĥé ǫûéŕý'š ñåɱé: å ļéţţéŕ öŕ å ŵöŕð (ûþ ţö {count} çĥåŕåçţéŕš).
Éåçĥ ǫûéŕý îš öñé ŕöŵ öƒ ţĥé åţţéñţîöñ ɱåþ.··········································]</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>[Ļåƀéļ·]</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>[%n åñšŵéŕš··]</numerusform>
            <numerusform>[%n åñšŵéŕš··]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <source>The step's question for the room</source>
        <translation>[Ţĥé šţéþ'š ǫûéšţîöñ ƒöŕ ţĥé ŕööɱ···········]</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>[Ñö ǫûéšţîöñ···]</translation>
    </message>
    <message>
        <source>Which key wins (the keys as buttons)</source>
        <translation>[Ŵĥîçĥ ķéý ŵîñš (ţĥé ķéýš åš ƀûţţöñš)·············]</translation>
    </message>
    <message>
        <source>The largest weight (a slider from 0 to 1)</source>
        <translation>[Ţĥé ļåŕĝéšţ ŵéîĝĥţ (å šļîðéŕ ƒŕöɱ 0 ţö 1)···············]</translation>
    </message>
    <message>
        <source>Where the query should be (a tap)</source>
        <translation>[Ŵĥéŕé ţĥé ǫûéŕý šĥöûļð ƀé (å ţåþ)············]</translation>
    </message>
    <message>
        <source>What the projector and the phones show</source>
        <translation>[Ŵĥåţ ţĥé þŕöĵéçţöŕ åñð ţĥé þĥöñéš šĥöŵ··············]</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>[ŵîţĥöûţ šçåļîñĝ····]</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>[šçåļéð ƀý 1/√ð····]</translation>
    </message>
    <message>
        <source>For a point: the key that should win</source>
        <translation>[Ƒöŕ å þöîñţ: ţĥé ķéý ţĥåţ šĥöûļð ŵîñ·············]</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>[Ķîñð·]</translation>
    </message>
    <message>
        <source>Wording</source>
        <translation>[Ŵöŕðîñĝ·]</translation>
    </message>
    <message>
        <source>Weighting</source>
        <translation>[Ŵéîĝĥţîñĝ··]</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>[Ķéý·]</translation>
    </message>
    <message>
        <source>Predict first, then R reveals</source>
        <translation>[Þŕéðîçţ ƒîŕšţ, ţĥéñ Ŕ ŕéṽéåļš··········]</translation>
    </message>
    <message>
        <source>Open or start a deck first (Lesson ▸ Add the scene as a step)</source>
        <translation>[Öþéñ öŕ šţåŕţ å ðéçķ ƒîŕšţ (Ļéššöñ ▸ Åðð ţĥé šçéñé åš å šţéþ)·······················]</translation>
    </message>
</context>
<context>
    <name>ReadoutsPanel</name>
    <message>
        <source>largest weight</source>
        <translation>[ļåŕĝéšţ ŵéîĝĥţ····]</translation>
    </message>
    <message>
        <source>The biggest weight max_j α_j. Near 1 means softmax picked one key (a hard lookup).</source>
        <translation>[Ţĥé ƀîĝĝéšţ ŵéîĝĥţ ɱåẋ_ĵ α_ĵ. Ñéåŕ 1 ɱéåñš šöƒţɱåẋ þîçķéð öñé ķéý (å ĥåŕð ļööķûþ).·······························]</translation>
    </message>
    <message>
        <source>spread (entropy)</source>
        <translation>[šþŕéåð (éñţŕöþý)·····]</translation>
    </message>
    <message>
        <source>Entropy H = −Σ α_j log α_j in nats, and as a % of log n (100% = all keys equal).</source>
        <translation>[Éñţŕöþý Ĥ = −Σ α_ĵ ļöĝ α_ĵ îñ ñåţš, åñð åš å % öƒ ļöĝ ñ (100% = åļļ ķéýš éǫûåļ).······························]</translation>
    </message>
    <message>
        <source>effective keys</source>
        <translation>[éƒƒéçţîṽé ķéýš····]</translation>
    </message>
    <message>
        <source>exp(entropy) = exp(H): how many keys the weights are really spread over
(1 = one key, n = all equally).</source>
        <translation>[éẋþ(éñţŕöþý) = éẋþ(Ĥ): ĥöŵ ɱåñý ķéýš ţĥé ŵéîĝĥţš åŕé ŕéåļļý šþŕéåð öṽéŕ
(1 = öñé ķéý, ñ = åļļ éǫûåļļý).········································]</translation>
    </message>
    <message>
        <source>gradient signal</source>
        <translation>[ĝŕåðîéñţ šîĝñåļ····]</translation>
    </message>
    <message>
        <source>‖diag(α) − ααᵀ‖_F: the size of the Jacobian of softmax with respect to its input
(the scores; for the scaled column, the scores divided by √d). It says how much the
weights can still move when the scores change: largest, 0.5, for a 50/50 split
between two keys; near 0 when softmax is saturated: then the queries and keys get
almost no gradient through it (the values still do).</source>
        <translation>[‖ðîåĝ(α) − ααᵀ‖_Ƒ: ţĥé šîžé öƒ ţĥé Ĵåçöƀîåñ öƒ šöƒţɱåẋ ŵîţĥ ŕéšþéçţ ţö îţš îñþûţ
(ţĥé šçöŕéš; ƒöŕ ţĥé šçåļéð çöļûɱñ, ţĥé šçöŕéš ðîṽîðéð ƀý √ð). Îţ šåýš ĥöŵ ɱûçĥ ţĥé
ŵéîĝĥţš çåñ šţîļļ ɱöṽé ŵĥéñ ţĥé šçöŕéš çĥåñĝé: ļåŕĝéšţ, 0.5, ƒöŕ å 50/50 šþļîţ
ƀéţŵééñ ţŵö ķéýš; ñéåŕ 0 ŵĥéñ šöƒţɱåẋ îš šåţûŕåţéð: ţĥéñ ţĥé ǫûéŕîéš åñð ķéýš ĝéţ
åļɱöšţ ñö ĝŕåðîéñţ ţĥŕöûĝĥ îţ (ţĥé ṽåļûéš šţîļļ ðö).······················································································································································]</translation>
    </message>
    <message>
        <source>{value} of {count}</source>
        <translation>[{value} öƒ {count}······]</translation>
    </message>
    <message>
        <source>Readouts of the selected query's weights, for both weightings.</source>
        <translation>[Ŕéåðöûţš öƒ ţĥé šéļéçţéð ǫûéŕý'š ŵéîĝĥţš, ƒöŕ ƀöţĥ ŵéîĝĥţîñĝš.·······················]</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>kino recordings (*.kinorec);;All files (*)</source>
        <translation>[ķîñö ŕéçöŕðîñĝš (*.ķîñöŕéç);;Åļļ ƒîļéš (*)···············]</translation>
    </message>
    <message>
        <source>Record a demo</source>
        <translation>[Ŕéçöŕð å ðéɱö····]</translation>
    </message>
    <message>
        <source>Recording: press {key} again to stop and save</source>
        <translation>[Ŕéçöŕðîñĝ: þŕéšš {key} åĝåîñ ţö šţöþ åñð šåṽé················]</translation>
    </message>
    <message>
        <source>Save the recording</source>
        <translation>[Šåṽé ţĥé ŕéçöŕðîñĝ······]</translation>
    </message>
    <message>
        <source>Could not save the recording</source>
        <translation>[Çöûļð ñöţ šåṽé ţĥé ŕéçöŕðîñĝ··········]</translation>
    </message>
    <message>
        <source>Saved the recording {name} ({seconds} s)</source>
        <translation>[Šåṽéð ţĥé ŕéçöŕðîñĝ {name} ({seconds} š)··············]</translation>
    </message>
    <message>
        <source>Replay a recording…</source>
        <translation>[Ŕéþļåý å ŕéçöŕðîñĝ…······]</translation>
    </message>
    <message>
        <source>Replay a recording</source>
        <translation>[Ŕéþļåý å ŕéçöŕðîñĝ······]</translation>
    </message>
    <message>
        <source>Could not open the recording</source>
        <translation>[Çöûļð ñöţ öþéñ ţĥé ŕéçöŕðîñĝ··········]</translation>
    </message>
    <message>
        <source>replay a recording</source>
        <translation>[ŕéþļåý å ŕéçöŕðîñĝ······]</translation>
    </message>
</context>
<context>
    <name>ReplaceGuard</name>
    <message>
        <source>Save the deck before you start a new scene?</source>
        <translation>[Šåṽé ţĥé ðéçķ ƀéƒöŕé ýöû šţåŕţ å ñéŵ šçéñé?················]</translation>
    </message>
    <message>
        <source>Save the deck before you open another file?</source>
        <translation>[Šåṽé ţĥé ðéçķ ƀéƒöŕé ýöû öþéñ åñöţĥéŕ ƒîļé?················]</translation>
    </message>
    <message>
        <source>Save the deck before you load a preset?</source>
        <translation>[Šåṽé ţĥé ðéçķ ƀéƒöŕé ýöû ļöåð å þŕéšéţ?··············]</translation>
    </message>
    <message>
        <source>Save the deck before you open a lesson deck?</source>
        <translation>[Šåṽé ţĥé ðéçķ ƀéƒöŕé ýöû öþéñ å ļéššöñ ðéçķ?················]</translation>
    </message>
    <message>
        <source>Save the deck before you open the lesson?</source>
        <translation>[Šåṽé ţĥé ðéçķ ƀéƒöŕé ýöû öþéñ ţĥé ļéššöñ?···············]</translation>
    </message>
    <message>
        <source>Save the deck before you close it?</source>
        <translation>[Šåṽé ţĥé ðéçķ ƀéƒöŕé ýöû çļöšé îţ?············]</translation>
    </message>
    <message>
        <source>Save the deck before you close kino?</source>
        <translation>[Šåṽé ţĥé ðéçķ ƀéƒöŕé ýöû çļöšé ķîñö?·············]</translation>
    </message>
    <message>
        <source>Save the deck first?</source>
        <translation>[Šåṽé ţĥé ðéçķ ƒîŕšţ?······]</translation>
    </message>
    <message>
        <source>Save them before you start a new scene?</source>
        <translation>[Šåṽé ţĥéɱ ƀéƒöŕé ýöû šţåŕţ å ñéŵ šçéñé?··············]</translation>
    </message>
    <message>
        <source>Save them before you open another file?</source>
        <translation>[Šåṽé ţĥéɱ ƀéƒöŕé ýöû öþéñ åñöţĥéŕ ƒîļé?··············]</translation>
    </message>
    <message>
        <source>Save them before you load a preset?</source>
        <translation>[Šåṽé ţĥéɱ ƀéƒöŕé ýöû ļöåð å þŕéšéţ?············]</translation>
    </message>
    <message>
        <source>Save them before you open a lesson deck?</source>
        <translation>[Šåṽé ţĥéɱ ƀéƒöŕé ýöû öþéñ å ļéššöñ ðéçķ?··············]</translation>
    </message>
    <message>
        <source>Save them before you open the lesson?</source>
        <translation>[Šåṽé ţĥéɱ ƀéƒöŕé ýöû öþéñ ţĥé ļéššöñ?·············]</translation>
    </message>
    <message>
        <source>Save them before you close the deck?</source>
        <translation>[Šåṽé ţĥéɱ ƀéƒöŕé ýöû çļöšé ţĥé ðéçķ?·············]</translation>
    </message>
    <message>
        <source>Save them before you close kino?</source>
        <translation>[Šåṽé ţĥéɱ ƀéƒöŕé ýöû çļöšé ķîñö?···········]</translation>
    </message>
    <message>
        <source>Save them first?</source>
        <translation>[Šåṽé ţĥéɱ ƒîŕšţ?·····]</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause</source>
        <translation>[Þåûšé·]</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>[Þļåý·]</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>[Çļöšé·]</translation>
    </message>
    <message>
        <source>Stop replaying: the scene on screen stays (Ctrl+Z undoes it)</source>
        <translation>[Šţöþ ŕéþļåýîñĝ: ţĥé šçéñé öñ šçŕééñ šţåýš (Çţŕļ+Ž ûñðöéš îţ)······················]</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>[Ŕéþļåý šþééð···]</translation>
    </message>
    <message>
        <source>Seek</source>
        <translation>[Šééķ·]</translation>
    </message>
    <message>
        <source>{now} / {total} s</source>
        <translation>[{now} / {total} š·····]</translation>
    </message>
</context>
<context>
    <name>RevealView</name>
    <message numerus="yes">
        <source>%n answers, {right}% right</source>
        <translation>
            <numerusform>[%n åñšŵéŕš, {right}% ŕîĝĥţ·········]</numerusform>
            <numerusform>[%n åñšŵéŕš, {right}% ŕîĝĥţ·········]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoomPanel</name>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>[%n åñšŵéŕš··]</numerusform>
            <numerusform>[%n åñšŵéŕš··]</numerusform>
        </translation>
    </message>
    <message>
        <source>No question open: A asks the room about this step.</source>
        <translation>[Ñö ǫûéšţîöñ öþéñ: Å åšķš ţĥé ŕööɱ åƀöûţ ţĥîš šţéþ.··················]</translation>
    </message>
    <message>
        <source>{number}. {wording}: {answers}, {right}% right</source>
        <translation>[{number}. {wording}: {answers}, {right}% ŕîĝĥţ·················]</translation>
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
scaling the largest weight climbs to 1 (saturation); scaled by 1/√d it rises by at most 0.04,
most of that below d = 16.
The dots: this scene's own largest weights at its d (its vectors, not an average).</source>
        <translation>[Ţĥé çûŕṽéš: ţĥé ļåŕĝéšţ ŵéîĝĥţ åṽéŕåĝéð öṽéŕ ŕåñðöɱ ǫûéŕîéš åñð ķéýš (ţĥîš ɱåñý
ķéýš) ŵîţĥ Ñ(0, 1) éñţŕîéš, åĝåîñšţ ð (Ṁöñţé Çåŕļö, 4,000 ţŕîåļš þéŕ ð). Ŵîţĥöûţ
šçåļîñĝ ţĥé ļåŕĝéšţ ŵéîĝĥţ çļîɱƀš ţö 1 (šåţûŕåţîöñ); šçåļéð ƀý 1/√ð îţ ŕîšéš ƀý åţ ɱöšţ 0.04,
ɱöšţ öƒ ţĥåţ ƀéļöŵ ð = 16.
Ţĥé ðöţš: ţĥîš šçéñé'š öŵñ ļåŕĝéšţ ŵéîĝĥţš åţ îţš ð (îţš ṽéçţöŕš, ñöţ åñ åṽéŕåĝé).················································································································································]</translation>
    </message>
</context>
<context>
    <name>SceneTextDialog</name>
    <message>
        <source>Title and caption</source>
        <translation>[Ţîţļé åñð çåþţîöñ·····]</translation>
    </message>
    <message>
        <source>The scene's title (up to {count} characters).</source>
        <translation>[Ţĥé šçéñé'š ţîţļé (ûþ ţö {count} çĥåŕåçţéŕš).················]</translation>
    </message>
    <message>
        <source>A sentence or two under the title (up to {count} characters).</source>
        <translation>[Å šéñţéñçé öŕ ţŵö ûñðéŕ ţĥé ţîţļé (ûþ ţö {count} çĥåŕåçţéŕš).·······················]</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>[Ţîţļé·]</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>[Çåþţîöñ·]</translation>
    </message>
    <message>
        <source>The caption has {count} characters; kino keeps at most {limit}.</source>
        <translation>[Ţĥé çåþţîöñ ĥåš {count} çĥåŕåçţéŕš; ķîñö ķééþš åţ ɱöšţ {limit}.························]</translation>
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
hidden part = the dot product of the other d − 2 coordinates (drawn once from
N(0, 1)). At d = 2 there is no hidden part; as d grows it spreads like √(d − 2).
canvas share = |canvas part| / (|canvas part| + |hidden part|): the canvas's share
of the two parts' sizes (they can have opposite signs, so it is not a share of the
score). 100% at d = 2; at d = 512 it is mostly small, so turning the query hardly
changes the weights.
With several queries, the rows are the selected query's (named in the last column).</source>
        <translation>[Šçöŕéš: ţĥé ðöţ þŕöðûçţ ǫ·ķ ƒöŕ éåçĥ ķéý.
çåñṽåš þåŕţ = ǫ_ẋ ķ_ẋ + ǫ_ý ķ_ý (ŵĥåţ ýöû šéé öñ ţĥé çåñṽåš);
ĥîððéñ þåŕţ = ţĥé ðöţ þŕöðûçţ öƒ ţĥé öţĥéŕ ð − 2 çööŕðîñåţéš (ðŕåŵñ öñçé ƒŕöɱ
Ñ(0, 1)). Åţ ð = 2 ţĥéŕé îš ñö ĥîððéñ þåŕţ; åš ð ĝŕöŵš îţ šþŕéåðš ļîķé √(ð − 2).
çåñṽåš šĥåŕé = |çåñṽåš þåŕţ| / (|çåñṽåš þåŕţ| + |ĥîððéñ þåŕţ|): ţĥé çåñṽåš'š šĥåŕé
öƒ ţĥé ţŵö þåŕţš' šîžéš (ţĥéý çåñ ĥåṽé öþþöšîţé šîĝñš, šö îţ îš ñöţ å šĥåŕé öƒ ţĥé
šçöŕé). 100% åţ ð = 2; åţ ð = 512 îţ îš ɱöšţļý šɱåļļ, šö ţûŕñîñĝ ţĥé ǫûéŕý ĥåŕðļý
çĥåñĝéš ţĥé ŵéîĝĥţš.
Ŵîţĥ šéṽéŕåļ ǫûéŕîéš, ţĥé ŕöŵš åŕé ţĥé šéļéçţéð ǫûéŕý'š (ñåɱéð îñ ţĥé ļåšţ çöļûɱñ).····················································································································································································································································]</translation>
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
    <name>SingleInstance</name>
    <message>
        <source>kino shows one scene at a time: opened {name}, not {others}</source>
        <translation>[ķîñö šĥöŵš öñé šçéñé åţ å ţîɱé: öþéñéð {name}, ñöţ {others}······················]</translation>
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
    <message>
        <source>{label} is at the origin: there is nothing to turn</source>
        <translation>[{label} îš åţ ţĥé öŕîĝîñ: ţĥéŕé îš ñöţĥîñĝ ţö ţûŕñ··················]</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <source>Undo {step}</source>
        <translation>[Ûñðö {step}···]</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>[Ûñðö·]</translation>
    </message>
    <message>
        <source>Redo {step}</source>
        <translation>[Ŕéðö {step}···]</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>[Ŕéðö·]</translation>
    </message>
</context>
<context>
    <name>Veil</name>
    <message>
        <source>Hidden so the room can predict first: R reveals it</source>
        <translation>[Ĥîððéñ šö ţĥé ŕööɱ çåñ þŕéðîçţ ƒîŕšţ: Ŕ ŕéṽéåļš îţ··················]</translation>
    </message>
</context>
<context>
    <name>WeightsChart</name>
    <message>
        <source>unscaled</source>
        <translation>[ûñšçåļéð··]</translation>
    </message>
    <message>
        <source>α = softmax(q·k) — the weight on each key, without scaling.
Bars sum to 1. In high d the scores spread like √d and one bar takes nearly everything.</source>
        <translation>[α = šöƒţɱåẋ(ǫ·ķ) — ţĥé ŵéîĝĥţ öñ éåçĥ ķéý, ŵîţĥöûţ šçåļîñĝ.
Ɓåŕš šûɱ ţö 1. Îñ ĥîĝĥ ð ţĥé šçöŕéš šþŕéåð ļîķé √ð åñð öñé ƀåŕ ţåķéš ñéåŕļý éṽéŕýţĥîñĝ.·························································]</translation>
    </message>
    <message>
        <source>α = softmax(q·k / √d) — the weight on each key with the lesson's scaling.
Dividing by √d brings the scores' variance back to about 1, so softmax stays soft.</source>
        <translation>[α = šöƒţɱåẋ(ǫ·ķ / √ð) — ţĥé ŵéîĝĥţ öñ éåçĥ ķéý ŵîţĥ ţĥé ļéššöñ'š šçåļîñĝ.
Ðîṽîðîñĝ ƀý √ð ƀŕîñĝš ţĥé šçöŕéš' ṽåŕîåñçé ƀåçķ ţö åƀöûţ 1, šö šöƒţɱåẋ šţåýš šöƒţ.·····························································]</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>[ŵéîĝĥţš·]</translation>
    </message>
</context>
</TS>
