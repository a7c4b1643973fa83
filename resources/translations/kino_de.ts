<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About kino</source>
        <translation>Über kino</translation>
    </message>
    <message>
        <source>A desktop simulator that teaches attention: drag a query and keys, watch softmax.</source>
        <translation>Ein Desktop-Simulator, der Attention lehrt: Anfrage und Schlüssel ziehen, Softmax beobachten.</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>Lizenz: {licence}</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy kino&apos;s version and the stack&apos;s, for a bug report</source>
        <translation>Versionen von kino und seiner Bibliotheken kopieren, für einen Fehlerbericht</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Selected. Arrows move it, Shift for fine steps; Enter types exact coordinates; Tab selects the next vector.</source>
        <translation>Ausgewählt. Pfeiltasten verschieben ihn, mit Umschalt in feinen Schritten; Eingabe tippt genaue Koordinaten; Tab wählt den nächsten Vektor.</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j, with the weights without scaling and with the weights scaled by 1/√d.</source>
        <translation>Die Ausgabe ist der gewichtete Mittelwert der Werte (Farben): o = Σ α_j v_j, mit den Gewichten ohne Skalierung und mit den mit 1/√d skalierten Gewichten.</translation>
    </message>
    <message>
        <source>Largest weight, entropy, effective number of keys and gradient signal, without scaling and scaled by 1/√d.</source>
        <translation>Größtes Gewicht, Entropie, effektive Anzahl der Schlüssel und Gradientensignal, ohne Skalierung und mit 1/√d skaliert.</translation>
    </message>
    <message>
        <source>Describe the scene (screen reader)</source>
        <translation>Szene beschreiben (Bildschirmleser)</translation>
    </message>
    <message>
        <source>canvas</source>
        <translation>Zeichenfläche</translation>
    </message>
    <message>
        <source>dimension d</source>
        <translation>Dimension d</translation>
    </message>
    <message>
        <source>Python code</source>
        <translation>Python-Code</translation>
    </message>
    <message>
        <source>what the code printed</source>
        <translation>Ausgabe des Codes</translation>
    </message>
    <message>
        <source>divider</source>
        <translation>Trennlinie</translation>
    </message>
    <message>
        <source>Drag to share the space between the parts on either side.</source>
        <translation>Ziehen, um den Platz zwischen den Teilen links und rechts aufzuteilen.</translation>
    </message>
    <message>
        <source>more toolbar buttons</source>
        <translation>weitere Schaltflächen der Werkzeugleiste</translation>
    </message>
    <message>
        <source>menu bar</source>
        <translation>Menüleiste</translation>
    </message>
    <message>
        <source>formula: {text}</source>
        <translation>Formel: {text}</translation>
    </message>
    <message>
        <source>Step {number} of {count}:</source>
        <translation>Schritt {number} von {count}:</translation>
    </message>
    <message>
        <source>at {point}</source>
        <translation>bei {point}</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>weights without scaling</source>
        <translation>Gewichte ohne Skalierung</translation>
    </message>
    <message>
        <source>weights scaled by 1/√d</source>
        <translation>Gewichte mit 1/√d skaliert</translation>
    </message>
    <message>
        <source>dimension d, {d}, slider from {low} to {high}</source>
        <translation>Dimension d, {d}, Schieberegler von {low} bis {high}</translation>
    </message>
    <message>
        <source>{key} {score} (canvas part {canvas}, hidden part {hidden})</source>
        <translation>{key} {score} (sichtbarer Teil {canvas}, verborgener Teil {hidden})</translation>
    </message>
    <message>
        <source>scores q·k</source>
        <translation>Skalarprodukte q·k</translation>
    </message>
    <message>
        <source>output colour: {name}, RGB {rgb}</source>
        <translation>Ausgabefarbe: {name}, RGB {rgb}</translation>
    </message>
    <message>
        <source>output colour without scaling: {u_name}, RGB {u_rgb}; scaled by 1/√d: {s_name}, RGB {s_rgb}</source>
        <translation>Ausgabefarbe ohne Skalierung: {u_name}, RGB {u_rgb}; mit 1/√d skaliert: {s_name}, RGB {s_rgb}</translation>
    </message>
    <message>
        <source>values: {list}</source>
        <translation>Werte: {list}</translation>
    </message>
    <message>
        <source>largest weight {l}; entropy {e} nats ({f}%); effective keys {k} of {n}; gradient signal {g}</source>
        <translation>größtes Gewicht {l}; Entropie {e} nat ({f} %); effektive Schlüssel {k} von {n}; Gradientensignal {g}</translation>
    </message>
    <message>
        <source>largest weight {lu} without scaling, {ls} scaled; entropy {eu} nats ({fu}%) without scaling, {es} ({fs}%) scaled; effective keys {ku} of {n} without scaling, {ks} scaled; gradient signal {gu} without scaling, {gs} scaled</source>
        <translation>größtes Gewicht {lu} ohne Skalierung, {ls} skaliert; Entropie {eu} nat ({fu} %) ohne Skalierung, {es} ({fs} %) skaliert; effektive Schlüssel {ku} von {n} ohne Skalierung, {ks} skaliert; Gradientensignal {gu} ohne Skalierung, {gs} skaliert</translation>
    </message>
    <message>
        <source>saturation against d; this scene at d = {d}: largest weight {u}</source>
        <translation>Sättigung über d; diese Szene bei d = {d}: größtes Gewicht {u}</translation>
    </message>
    <message>
        <source>saturation against d; this scene at d = {d}: largest weight {u} without scaling, {s} scaled</source>
        <translation>Sättigung über d; diese Szene bei d = {d}: größtes Gewicht {u} ohne Skalierung, {s} skaliert</translation>
    </message>
    <message>
        <source>attention map, without scaling</source>
        <translation>Attention-Matrix, ohne Skalierung</translation>
    </message>
    <message>
        <source>attention map, scaled by 1/√d</source>
        <translation>Attention-Matrix, mit 1/√d skaliert</translation>
    </message>
    <message>
        <source>query {label}, {position}</source>
        <translation>Anfrage {label}, {position}</translation>
    </message>
    <message>
        <source>key {label}, value {colour}, {position}, weight {weight}</source>
        <translation>Schlüssel {label}, Wert {colour}, {position}, Gewicht {weight}</translation>
    </message>
    <message>
        <source>key {label}, value {colour}, {position}, weight {scaled} scaled, {unscaled} without scaling</source>
        <translation>Schlüssel {label}, Wert {colour}, {position}, Gewicht {scaled} skaliert, {unscaled} ohne Skalierung</translation>
    </message>
    <message>
        <source>{query}: key {key} wins with weight {weight}; output {colour}.</source>
        <translation>{query}: Schlüssel {key} gewinnt mit Gewicht {weight}; Ausgabe {colour}.</translation>
    </message>
    <message>
        <source>{query}: key {key} wins with weight {unscaled} without scaling and {scaled} scaled; output {s_colour} scaled, {u_colour} without scaling.</source>
        <translation>{query}: Schlüssel {key} gewinnt mit Gewicht {unscaled} ohne Skalierung und {scaled} skaliert; Ausgabe {s_colour} skaliert, {u_colour} ohne Skalierung.</translation>
    </message>
    <message>
        <source>{label} {position}.</source>
        <translation>{label} {position}.</translation>
    </message>
    <message>
        <source>d = {d}: largest weight {weight}, on key {key}.</source>
        <translation>d = {d}: größtes Gewicht {weight}, auf Schlüssel {key}.</translation>
    </message>
    <message>
        <source>d = {d}: largest weight {unscaled} without scaling, {scaled} scaled, on key {key}.</source>
        <translation>d = {d}: größtes Gewicht {unscaled} ohne Skalierung, {scaled} skaliert, auf Schlüssel {key}.</translation>
    </message>
    <message>
        <source>Scene with d = {d}. Queries: {queries}. Keys: {keys}.</source>
        <translation>Szene mit d = {d}. Anfragen: {queries}. Schlüssel: {keys}.</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>kino shows one scene at a time: {count} more not opened</source>
        <translation>kino zeigt eine Szene auf einmal: {count} weitere nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>AttentionMap</name>
    <message>
        <source>both</source>
        <translation>beide</translation>
    </message>
    <message>
        <source>unscaled</source>
        <comment>a toggle on a narrow panel</comment>
        <translation>unskaliert</translation>
    </message>
    <message>
        <source>÷ √d</source>
        <translation>÷ √d</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>ohne Skalierung</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>skaliert mit 1/√d</translation>
    </message>
    <message>
        <source>without scaling: softmax(QKᵀ)</source>
        <translation>ohne Skalierung: softmax(QKᵀ)</translation>
    </message>
    <message>
        <source>scaled: softmax(QKᵀ / √d)</source>
        <translation>skaliert: softmax(QKᵀ / √d)</translation>
    </message>
    <message>
        <source>Q ({n_q}, {d})·Kᵀ ({d}, {n_k}) → ({n_q}, {n_k}), softmax per row, ·V ({n_k}, 3) → ({n_q}, 3)</source>
        <translation>Q ({n_q}, {d})·Kᵀ ({d}, {n_k}) → ({n_q}, {n_k}), Softmax je Zeile, ·V ({n_k}, 3) → ({n_q}, 3)</translation>
    </message>
    <message>
        <source>Q ({n_q}, {d}) · Kᵀ ({d}, {n_k}) → scores ({n_q}, {n_k}), softmax along each row, · V ({n_k}, 3) → output ({n_q}, 3)</source>
        <translation>Q ({n_q}, {d}) · Kᵀ ({d}, {n_k}) → Scores ({n_q}, {n_k}), Softmax entlang jeder Zeile, · V ({n_k}, 3) → Ausgabe ({n_q}, 3)</translation>
    </message>
    <message>
        <source>The attention map: row i holds the weights of query i over every key (it sums to 1).</source>
        <translation>Die Attention-Map: Zeile i enthält die Gewichte von Anfrage i über alle Schlüssel (Summe 1).</translation>
    </message>
    <message>
        <source>Show the other weighting</source>
        <translation>Die andere Gewichtung zeigen</translation>
    </message>
    <message>
        <source>Both weightings do not fit here with readable numbers: they take turns. Click, or press Space on this button, to show the other one.</source>
        <translation>Beide Gewichtungen passen hier nicht mit lesbaren Zahlen hin: Sie wechseln sich ab. Klicken Sie, oder drücken Sie die Leertaste auf diesem Knopf, um die andere zu zeigen.</translation>
    </message>
    <message>
        <source>⇄ show without scaling</source>
        <translation>⇄ ohne Skalierung zeigen</translation>
    </message>
    <message>
        <source>⇄ show scaled by 1/√d</source>
        <translation>⇄ mit 1/√d skaliert zeigen</translation>
    </message>
    <message>
        <source>No room for the {n_q} × {n_k} map here: hide a panel (View menu), show one weighting, or enlarge the window.</source>
        <translation>Kein Platz für die {n_q} × {n_k}-Map hier: Blenden Sie einen Bereich aus (Menü Ansicht), zeigen Sie eine Gewichtung oder vergrößern Sie das Fenster.</translation>
    </message>
    <message>
        <source>No room for the {n_q} × {n_k} map here: hide a panel (View menu) or enlarge the window.</source>
        <translation>Kein Platz für die {n_q} × {n_k}-Map hier: Blenden Sie einen Bereich aus (Menü Ansicht) oder vergrößern Sie das Fenster.</translation>
    </message>
    <message>
        <source>The attention map: row i holds the weights of query i over every key and sums to 1.
Colours: viridis, fixed to 0 … 1 (see the colour bar). Hover a cell to see its query and key on the canvas; click a row to select that query.</source>
        <translation>Die Attention-Map: Zeile i enthält die Gewichte von Anfrage i über alle Schlüssel, Summe 1.
Farben: viridis, fest auf 0 … 1 (siehe Farbskala). Zeigen Sie auf eine Zelle, um ihre Anfrage und ihren Schlüssel auf der Zeichenfläche zu sehen; klicken Sie auf eine Zeile, um diese Anfrage auszuwählen.</translation>
    </message>
    <message>
        <source>Column {label}: how much each query attends to key {label}.
A column need not sum to 1; each row does.</source>
        <translation>Spalte {label}: wie stark jede Anfrage auf Schlüssel {label} achtet.
Eine Spalte muss nicht 1 ergeben; jede Zeile schon.</translation>
    </message>
    <message>
        <source>Row {query}: the weights of query {query} over all keys (they sum to 1).
Click to select {query}: the bars, readouts and formula follow it.</source>
        <translation>Zeile {query}: die Gewichte von Anfrage {query} über alle Schlüssel (Summe 1).
Klicken wählt {query} aus: Balken, Kennzahlen und Formel folgen ihr.</translation>
    </message>
    <message>
        <source>{query} → {key}: weight {weight}
= softmax({query}·k / √{d}), the lesson&apos;s scaled attention, taken along row {query}.
score {query}·{key} = {score}
Click to select {query}.</source>
        <translation>{query} → {key}: Gewicht {weight}
= softmax({query}·k / √{d}), die skalierte Attention der Lektion, entlang Zeile {query}.
Score {query}·{key} = {score}
Klicken wählt {query} aus.</translation>
    </message>
    <message>
        <source>{query} → {key}: weight {weight}
= softmax({query}·k), without scaling, taken along row {query}.
score {query}·{key} = {score}
Click to select {query}.</source>
        <translation>{query} → {key}: Gewicht {weight}
= softmax({query}·k), ohne Skalierung, entlang Zeile {query}.
Score {query}·{key} = {score}
Klicken wählt {query} aus.</translation>
    </message>
    <message>
        <source>map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>attention map</source>
        <translation>Attention-Map</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(QKᵀ / √d) V for all queries at once: the table of
weights, one row per query and one column per key, is the attention map.</source>
        <translation>Attention(Q, K, V) = softmax(QKᵀ / √d) V für alle Anfragen auf einmal: Die Tabelle der
Gewichte, eine Zeile je Anfrage und eine Spalte je Schlüssel, ist die Attention-Map.</translation>
    </message>
    <message>
        <source>The matrix form with this scene&apos;s sizes: Q holds one row per query (d numbers),
K one row per key; QKᵀ is the (queries × keys) table of scores; softmax runs along
each row (each query&apos;s weights sum to 1); times V (a colour per key) gives one
output per query.</source>
        <translation>Die Matrixform mit den Größen dieser Szene: Q hat eine Zeile je Anfrage (d Zahlen),
K eine Zeile je Schlüssel; QKᵀ ist die Tabelle (Anfragen × Schlüssel) der Scores; Softmax läuft
entlang jeder Zeile (die Gewichte jeder Anfrage ergeben 1); mal V (eine Farbe je Schlüssel) ergibt
eine Ausgabe je Anfrage.</translation>
    </message>
    <message>
        <source>Show both weightings: the lesson&apos;s comparison.</source>
        <translation>Beide Gewichtungen zeigen: der Vergleich der Lektion.</translation>
    </message>
    <message>
        <source>Show only softmax(QKᵀ): larger cells on a small screen.</source>
        <translation>Nur softmax(QKᵀ) zeigen: größere Zellen auf einem kleinen Bildschirm.</translation>
    </message>
    <message>
        <source>Show only softmax(QKᵀ / √d): larger cells on a small screen.</source>
        <translation>Nur softmax(QKᵀ / √d) zeigen: größere Zellen auf einem kleinen Bildschirm.</translation>
    </message>
    <message>
        <source>Copied the attention map as CSV: {queries} queries × {keys} keys, scaled and unscaled weights and the scores</source>
        <translation>Attention-Map als CSV kopiert: {queries} Anfragen × {keys} Schlüssel, skalierte und unskalierte Gewichte und die Scores</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>Beide zeigen</translation>
    </message>
    <message>
        <source>Show without scaling</source>
        <translation>Ohne Skalierung zeigen</translation>
    </message>
    <message>
        <source>Show scaled by 1/√d</source>
        <translation>Mit 1/√d skaliert zeigen</translation>
    </message>
    <message>
        <source>Copy weights and scores as CSV</source>
        <translation>Gewichte und Scores als CSV kopieren</translation>
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
        <translation>Die Zeichenfläche: die ersten zwei Koordinaten jedes Vektors.
Ziehen Sie die Anfrage (Ring) oder einen Schlüssel (Punkt). Doppelklick auf eine freie Stelle fügt einen Schlüssel hinzu,
Doppelklick auf einen Schlüssel benennt oder färbt ihn um, auf eine Anfrage benennt sie um;
Rechtsklick auf einen Vektor für mehr.
Tastatur: Tab wählt aus, Pfeile verschieben (Umschalt: fein), [ und ] drehen die Anfrage,
Eingabe tippt genaue Koordinaten, Entf entfernt den ausgewählten Schlüssel.</translation>
    </message>
</context>
<context>
    <name>CaptionBanner</name>
    <message>
        <source>The step shown and the number of steps in the deck</source>
        <translation>Der gezeigte Schritt und die Zahl der Schritte im Foliensatz</translation>
    </message>
    <message>
        <source>Hide the caption (the next preset shows its own)</source>
        <translation>Bildunterschrift ausblenden (die nächste Vorlage zeigt ihre eigene)</translation>
    </message>
</context>
<context>
    <name>CaptionDialog</name>
    <message>
        <source>Step title, caption and notes</source>
        <translation>Titel, Bildunterschrift und Notizen des Schritts</translation>
    </message>
    <message>
        <source>A few sentences that read from the back of the hall (at most {count} characters).</source>
        <translation>Wenige Sätze, die man auch in der letzten Reihe lesen kann (höchstens {count} Zeichen).</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Bildunterschrift</translation>
    </message>
    <message>
        <source>Shown after the caption once R reveals it: while the answers are hidden, and
on a step that asks the room until R, the room reads the caption without it.</source>
        <translation>Erscheint nach der Bildunterschrift, sobald R sie aufdeckt: Solange die Antworten verdeckt sind,
und bei einem Schritt, der den Saal fragt, bis R, liest der Saal die Bildunterschrift ohne sie.</translation>
    </message>
    <message>
        <source>Answer (held until R)</source>
        <translation>Antwort (bis R zurückgehalten)</translation>
    </message>
    <message>
        <source>Speaker&apos;s notes: shown on the laptop in the presenter view, never to the room.
What to ask, what to point at, the number to expect.</source>
        <translation>Notizen für Vortragende: in der Referentenansicht auf dem Laptop, nie für das Publikum.
Was fragen, worauf zeigen, welche Zahl zu erwarten ist.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>The room&apos;s answers from before the crash are kept.</source>
        <translation>Die Antworten des Saals von vor dem Absturz sind erhalten.</translation>
    </message>
    <message>
        <source>Ask the room (open or close a question)</source>
        <translation>Den Saal fragen (eine Frage öffnen oder schließen)</translation>
    </message>
    <message>
        <source>Save the room&apos;s answers…</source>
        <translation>Antworten des Saals speichern…</translation>
    </message>
    <message>
        <source>The step&apos;s question for the room…</source>
        <translation>Die Frage dieses Schritts an den Saal…</translation>
    </message>
    <message>
        <source>Export the revealed answers as PNG…</source>
        <translation>Aufgedeckte Antworten als PNG exportieren…</translation>
    </message>
    <message>
        <source>Which key gets the most weight?</source>
        <translation>Welcher Schlüssel bekommt das größte Gewicht?</translation>
    </message>
    <message>
        <source>This question does not fit the scene: {error}</source>
        <translation>Diese Frage passt nicht zur Szene: {error}</translation>
    </message>
    <message>
        <source>No network: join the room&apos;s Wi-Fi or start this laptop&apos;s hotspot, let the phones join it, then press A again.</source>
        <translation>Kein Netzwerk: Verbinden Sie sich mit dem WLAN des Saals oder starten Sie den Hotspot dieses Laptops, lassen Sie die Handys beitreten und drücken Sie dann erneut A.</translation>
    </message>
    <message>
        <source>The answers are counted but not kept on disk ({error}): save them before closing kino.</source>
        <translation>Die Antworten werden gezählt, aber nicht auf der Festplatte gehalten ({error}): Speichern Sie sie, bevor Sie kino schließen.</translation>
    </message>
    <message>
        <source>The room cannot be asked: no address to listen on ({error}). Join a network or start this laptop&apos;s hotspot.</source>
        <translation>Der Saal kann nicht gefragt werden: keine Adresse zum Lauschen ({error}). Verbinden Sie sich mit einem Netzwerk oder starten Sie den Hotspot dieses Laptops.</translation>
    </message>
    <message>
        <source>lowest {low}, median {median}, highest {high}</source>
        <translation>kleinste {low}, Median {median}, größte {high}</translation>
    </message>
    <message>
        <source>{right}% in the region</source>
        <translation>{right} % in der Region</translation>
    </message>
    <message>
        <source>Save the room&apos;s answers</source>
        <translation>Antworten des Saals speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>{path} konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Export the revealed answers as PNG</source>
        <translation>Aufgedeckte Antworten als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Phones cannot open it? The Wi-Fi may keep devices apart: start this laptop&apos;s hotspot and let the phones join it.</source>
        <translation>Handys können es nicht öffnen? Das WLAN trennt vielleicht die Geräte: Starten Sie den Hotspot dieses Laptops und lassen Sie die Handys beitreten.</translation>
    </message>
    <message>
        <source>weights, scaled by 1/√d</source>
        <translation>Gewichte, skaliert mit 1/√d</translation>
    </message>
    <message>
        <source>weights, without scaling</source>
        <translation>Gewichte, ohne Skalierung</translation>
    </message>
    <message>
        <source>the room</source>
        <translation>der Saal</translation>
    </message>
    <message>
        <source>true: {value}</source>
        <translation>wahr: {value}</translation>
    </message>
    <message>
        <source>the room&apos;s median: {value}</source>
        <translation>Median des Saals: {value}</translation>
    </message>
    <message>
        <source>outlined: where {key} gets the most weight</source>
        <translation>umrandet: wo {key} das größte Gewicht bekommt</translation>
    </message>
    <message>
        <source>shaded: where the room tapped, darker where more did</source>
        <translation>schattiert: wo der Saal getippt hat, dunkler, wo mehr tippten</translation>
    </message>
</context>
<context>
    <name>CodeComment</name>
    <message>
        <source>Attention, as kino computes it for this scene. Edit anything, then Run.</source>
        <translation>Attention, wie kino sie für diese Szene berechnet. Ändern Sie etwas, dann Ausführen.</translation>
    </message>
    <message>
        <source>the dimension of every vector (2 ... {d_max})</source>
        <translation>die Dimension jedes Vektors (2 ... {d_max})</translation>
    </message>
    <message>
        <source>fixes the hidden coordinates (Re-roll picks a new seed)</source>
        <translation>legt die verborgenen Koordinaten fest (Neu würfeln wählt einen neuen Seed)</translation>
    </message>
    <message>
        <source>Canvas coordinates (x, y): one row per query, one row per key.</source>
        <translation>Koordinaten auf der Zeichenfläche (x, y): eine Zeile pro Anfrage, eine Zeile pro Schlüssel.</translation>
    </message>
    <message>
        <source>Canvas coordinates (x, y) of the query, and one row per key.</source>
        <translation>Koordinaten auf der Zeichenfläche (x, y) der Anfrage, und eine Zeile pro Schlüssel.</translation>
    </message>
    <message>
        <source>key {label}</source>
        <translation>Schlüssel {label}</translation>
    </message>
    <message>
        <source>Values: one colour (red, green, blue) per key, from 0-255 to [0, 1].</source>
        <translation>Werte: eine Farbe (Rot, Grün, Blau) pro Schlüssel, von 0-255 auf [0, 1].</translation>
    </message>
    <message>
        <source>The other d - 2 coordinates are hidden: drawn once from N(0, 1) for each vector.</source>
        <translation>Die übrigen d - 2 Koordinaten sind verborgen: einmal aus N(0, 1) gezogen, für jeden Vektor.</translation>
    </message>
    <message>
        <source>kind: 0 for a query, 1 for a key</source>
        <translation>kind: 0 für eine Anfrage, 1 für einen Schlüssel</translation>
    </message>
    <message>
        <source>a larger d keeps the first ones</source>
        <translation>ein größeres d behält die ersten</translation>
    </message>
    <message>
        <source>The ids fix each vector&apos;s hidden coordinates (give a new key a new id).</source>
        <translation>Die ids legen die verborgenen Koordinaten jedes Vektors fest (ein neuer Schlüssel bekommt eine neue id).</translation>
    </message>
    <message>
        <source>minus the largest: no overflow</source>
        <translation>minus das größte: kein Überlauf</translation>
    </message>
    <message>
        <source>Each score q . k_j is its canvas part plus its hidden part.</source>
        <translation>Jeder Score q . k_j ist sein sichtbarer Teil plus sein verborgener Teil.</translation>
    </message>
    <message>
        <source>one per key</source>
        <translation>einer pro Schlüssel</translation>
    </message>
    <message>
        <source>scaled dot-product attention</source>
        <translation>Scaled Dot-Product Attention</translation>
    </message>
    <message>
        <source>the weighted average of the values: a colour</source>
        <translation>der gewichtete Mittelwert der Werte: eine Farbe</translation>
    </message>
    <message>
        <source>the weighted average of the values: a colour per query</source>
        <translation>der gewichtete Mittelwert der Werte: eine Farbe pro Anfrage</translation>
    </message>
    <message>
        <source>Learn what to look for: gradient descent moves query {label} so that its output becomes the target colour. Only its two canvas coordinates learn; its hidden coordinates, the keys and the values stay fixed.</source>
        <translation>Lernen, wonach zu suchen ist: Der Gradientenabstieg bewegt die Anfrage {label} so, dass ihre Ausgabe die Zielfarbe wird. Nur ihre zwei Koordinaten auf der Zeichenfläche lernen; ihre verborgenen Koordinaten, die Schlüssel und die Werte bleiben fest.</translation>
    </message>
    <message>
        <source>scale: 1 (unscaled) or 1 / sqrt(d)</source>
        <translation>scale: 1 (ohne Skalierung) oder 1 / sqrt(d)</translation>
    </message>
    <message>
        <source>change the loss? change its derivative with it</source>
        <translation>einen anderen Verlust? dann auch seine Ableitung hier</translation>
    </message>
    <message>
        <source>d softmax / d scores: ~0 when saturated</source>
        <translation>d softmax / d scores: ~0, wenn gesättigt</translation>
    </message>
    <message>
        <source>only the canvas part of each key: K (n_k, 2)</source>
        <translation>nur der sichtbare Teil jedes Schlüssels: K (n_k, 2)</translation>
    </message>
    <message>
        <source>downhill, on the canvas</source>
        <translation>bergab, auf der Zeichenfläche</translation>
    </message>
</context>
<context>
    <name>CodeDock</name>
    <message>
        <source>Code — try it</source>
        <translation>Code — ausprobieren</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>files: protected</source>
        <translation>Dateien: geschützt</translation>
    </message>
    <message>
        <source>files: not protected on this system</source>
        <translation>Dateien: auf diesem System nicht geschützt</translation>
    </message>
    <message>
        <source>network: protected</source>
        <translation>Netzwerk: geschützt</translation>
    </message>
    <message>
        <source>network: not protected on this system</source>
        <translation>Netzwerk: auf diesem System nicht geschützt</translation>
    </message>
    <message>
        <source>processes: protected</source>
        <translation>Prozesse: geschützt</translation>
    </message>
    <message>
        <source>processes: not protected on this system</source>
        <translation>Prozesse: auf diesem System nicht geschützt</translation>
    </message>
    <message>
        <source>On this system kino can only stop the code after its time limit and kill what it started; it cannot keep the code from changing your files, using the network or signalling other programs. Run only code you trust.</source>
        <translation>Auf diesem System kann kino den Code nur nach seinem Zeitlimit anhalten und beenden, was er gestartet hat; es kann nicht verhindern, dass der Code Ihre Dateien ändert, das Netzwerk benutzt oder anderen Programmen Signale schickt. Führen Sie nur Code aus, dem Sie vertrauen.</translation>
    </message>
    <message>
        <source>Files: the code may read files, but write, create, delete or rename them only in its own temporary folder (Landlock); it may change no permissions or timestamps anywhere (seccomp).</source>
        <translation>Dateien: Der Code darf Dateien lesen, aber nur in seinem eigenen temporären Ordner schreiben, anlegen, löschen oder umbenennen (Landlock); er darf nirgends Rechte oder Zeitstempel ändern (seccomp).</translation>
    </message>
    <message>
        <source>Files: NOT protected: this Linux kernel lacks Landlock ABI 3 (Linux 6.2 or newer) or seccomp, so the code can change your files.</source>
        <translation>Dateien: NICHT geschützt: Diesem Linux-Kernel fehlt Landlock ABI 3 (Linux 6.2 oder neuer) oder seccomp, daher kann der Code Ihre Dateien ändern.</translation>
    </message>
    <message>
        <source>Network: the code can open no socket, TCP, UDP or local (seccomp).</source>
        <translation>Netzwerk: Der Code kann keinen Socket öffnen, weder TCP noch UDP noch lokal (seccomp).</translation>
    </message>
    <message>
        <source>Network: NOT protected: this system lacks seccomp filters.</source>
        <translation>Netzwerk: NICHT geschützt: Diesem System fehlen seccomp-Filter.</translation>
    </message>
    <message>
        <source>Processes: the code cannot signal, trace or connect to programs outside its run, kino included (Landlock scopes, seccomp).</source>
        <translation>Prozesse: Der Code kann Programmen außerhalb seines Laufs, kino eingeschlossen, keine Signale schicken, sie nicht verfolgen und sich nicht mit ihnen verbinden (Landlock-Scopes, seccomp).</translation>
    </message>
    <message>
        <source>Processes: NOT protected: signals to other programs need Landlock ABI 6 (Linux 6.12 or newer).</source>
        <translation>Prozesse: NICHT geschützt: Signale an andere Programme brauchen Landlock ABI 6 (Linux 6.12 oder neuer).</translation>
    </message>
    <message>
        <source>Every process the code starts ends with its run, and its folder holds at most 64 MiB (namespaces).</source>
        <translation>Jeder Prozess, den der Code startet, endet mit seinem Lauf, und sein Ordner fasst höchstens 64 MiB (Namespaces).</translation>
    </message>
    <message>
        <source>kino kills every process of the run when it ends and watches the size of its folder (this system offers no user namespaces).</source>
        <translation>kino beendet am Ende jeden Prozess des Laufs und überwacht die Größe seines Ordners (dieses System bietet keine User-Namespaces).</translation>
    </message>
    <message>
        <source>Time, memory, output and process limits hold in every case.</source>
        <translation>Grenzen für Zeit, Speicher, Ausgabe und Prozesse gelten in jedem Fall.</translation>
    </message>
    <message>
        <source>Edit the code, then Run (Ctrl+Enter). It runs in a separate Python: nothing can break.</source>
        <translation>Ändern Sie den Code, dann Ausführen (Strg+Eingabe). Er läuft in einem eigenen Python: Nichts kann kaputtgehen.</translation>
    </message>
    <message>
        <source>NumPy that computes what kino shows for this scene. Edit anything, then Run
(Ctrl+Enter). The code runs in a separate Python: nothing it does can harm kino.</source>
        <translation>NumPy-Code, der berechnet, was kino für diese Szene zeigt. Ändern Sie alles, dann Ausführen
(Strg+Eingabe). Der Code läuft in einem eigenen Python: Nichts, was er tut, kann kino schaden.</translation>
    </message>
    <message>
        <source>▶ Run</source>
        <translation>▶ Ausführen</translation>
    </message>
    <message>
        <source>Edit the code, then Run (Ctrl+Enter). It runs in a separate Python, stopped after a few seconds, but on this system not fully confined (the line above says what is not protected): run only code you trust.</source>
        <translation>Ändern Sie den Code, dann Ausführen (Strg+Eingabe). Er läuft in einem eigenen Python und wird nach einigen Sekunden gestoppt, ist auf diesem System aber nicht vollständig eingeschlossen (die Zeile darüber sagt, was nicht geschützt ist): Führen Sie nur Code aus, dem Sie vertrauen.</translation>
    </message>
    <message>
        <source>Run the code in a separate Python (Ctrl+Enter). It is stopped after a few seconds.</source>
        <translation>Den Code in einem eigenen Python ausführen (Strg+Eingabe). Er wird nach ein paar Sekunden angehalten.</translation>
    </message>
    <message>
        <source>■ Stop</source>
        <translation>■ Anhalten</translation>
    </message>
    <message>
        <source>Stop the running code now (Esc in the editor).</source>
        <translation>Den laufenden Code jetzt anhalten (Esc im Editor).</translation>
    </message>
    <message>
        <source>Load the q (or Q), K, V (and d, seed, ids) that the last run left into the scene.
One undo step: Ctrl+Z on the canvas takes it back.</source>
        <translation>q (oder Q), K, V (und d, seed, ids), die der letzte Lauf hinterlassen hat, in die Szene laden.
Ein Rückgängig-Schritt: Strg+Z auf der Zeichenfläche nimmt ihn zurück.</translation>
    </message>
    <message>
        <source>Reset to the current scene: replace the code with code for what the canvas shows.
Your edits are not lost: Ctrl+Z in the editor brings them back.</source>
        <translation>Auf die aktuelle Szene zurücksetzen: den Code durch Code für das ersetzen, was die Zeichenfläche zeigt.
Ihre Änderungen gehen nicht verloren: Strg+Z im Editor holt sie zurück.</translation>
    </message>
    <message>
        <source>What happened when the code last ran.</source>
        <translation>Was beim letzten Lauf des Codes geschah.</translation>
    </message>
    <message>
        <source>What the last run printed (stdout), its error messages (stderr) and traceback,
and, when it left an array named weights, kino&apos;s weights beside it.</source>
        <translation>Was der letzte Lauf ausgegeben hat (stdout), seine Fehlermeldungen (stderr) und Traceback,
und, wenn er ein Array namens weights hinterlassen hat, die Gewichte von kino daneben.</translation>
    </message>
    <message>
        <source>What the code prints appears here.</source>
        <translation>Hier erscheint, was der Code ausgibt.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Reset to scene</source>
        <translation>Auf Szene zurücksetzen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>NumPy that computes what kino shows for this scene. Edit anything, then Run
(Ctrl+Enter). The code runs in a separate Python, but on this system it is not
fully confined: the line below the editor says what is not protected.</source>
        <translation>NumPy-Code, der berechnet, was kino für diese Szene zeigt. Ändern Sie alles, dann Ausführen
(Strg+Eingabe). Der Code läuft in einem eigenen Python, ist auf diesem System aber nicht
vollständig eingeschlossen: Die Zeile unter dem Editor sagt, was nicht geschützt ist.</translation>
    </message>
    <message>
        <source>Reset to the current scene. Ctrl+Z in the editor brings your edits back.</source>
        <translation>Auf die aktuelle Szene zurückgesetzt. Strg+Z im Editor holt Ihre Änderungen zurück.</translation>
    </message>
    <message>
        <source>The code shows the current scene.</source>
        <translation>Der Code zeigt die aktuelle Szene.</translation>
    </message>
    <message>
        <source>The code is still running: Stop (or Esc) ends it.</source>
        <translation>Der Code läuft noch: Anhalten (oder Esc) beendet ihn.</translation>
    </message>
    <message>
        <source>Running… Stop or Esc ends it.</source>
        <translation>Läuft… Anhalten oder Esc beendet ihn.</translation>
    </message>
    <message>
        <source>Running… {seconds} s. Stop or Esc ends it.</source>
        <translation>Läuft… {seconds} s. Anhalten oder Esc beendet ihn.</translation>
    </message>
    <message>
        <source>kino&apos;s weights are for the q, K, V and d your code left.</source>
        <translation>Die Gewichte von kino gelten für q, K, V und d, die Ihr Code hinterlassen hat.</translation>
    </message>
    <message>
        <source>kino&apos;s weights are for the scene on the canvas ({error}).</source>
        <translation>Die Gewichte von kino gelten für die Szene auf der Zeichenfläche ({error}).</translation>
    </message>
    <message>
        <source>Weights (scaled by 1/√d): yours and kino&apos;s</source>
        <translation>Gewichte (skaliert mit 1/√d): Ihre und die von kino</translation>
    </message>
    <message>
        <source>Printed (stdout)</source>
        <translation>Ausgegeben (stdout)</translation>
    </message>
    <message>
        <source>Messages (stderr)</source>
        <translation>Meldungen (stderr)</translation>
    </message>
    <message>
        <source>Traceback</source>
        <translation>Traceback</translation>
    </message>
    <message>
        <source>Arrays not sent back</source>
        <translation>Nicht zurückgegebene Arrays</translation>
    </message>
    <message>
        <source>(The code printed nothing.)</source>
        <translation>(Der Code hat nichts ausgegeben.)</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <source>kino&apos;s</source>
        <translation>kino</translation>
    </message>
    <message>
        <source>yours: {array}</source>
        <translation>Ihre: {array}</translation>
    </message>
    <message>
        <source>✗ Not applied: {error} The canvas is unchanged.</source>
        <translation>✗ Nicht übernommen: {error} Die Zeichenfläche ist unverändert.</translation>
    </message>
    <message>
        <source>The canvas already shows these arrays: nothing to change.</source>
        <translation>Die Zeichenfläche zeigt diese Arrays schon: nichts zu ändern.</translation>
    </message>
    <message>
        <source>apply the code to the canvas</source>
        <translation>Code auf die Zeichenfläche übernehmen</translation>
    </message>
    <message>
        <source>✓ Applied the code&apos;s arrays to the canvas. Ctrl+Z on the canvas undoes it.</source>
        <translation>✓ Die Arrays des Codes auf die Zeichenfläche übernommen. Strg+Z auf der Zeichenfläche macht es rückgängig.</translation>
    </message>
</context>
<context>
    <name>ColourName</name>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>dark grey</source>
        <translation>dunkelgrau</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>light grey</source>
        <translation>hellgrau</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>dark red</source>
        <translation>dunkelrot</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>zinnoberrot</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>mustard</source>
        <translation>senfgelb</translation>
    </message>
    <message>
        <source>olive</source>
        <translation>oliv</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>dark green</source>
        <translation>dunkelgrün</translation>
    </message>
    <message>
        <source>bluish green</source>
        <translation>blaugrün</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>petrol</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>himmelblau</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>navy</source>
        <translation>marineblau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>reddish purple</source>
        <translation>rotviolett</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beige</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>kino hit an unexpected error</source>
        <translation>kino ist auf einen unerwarteten Fehler gestoßen</translation>
    </message>
    <message>
        <source>Your scene is safe: it was saved to {path} and comes back the next time kino starts.</source>
        <translation>Ihre Szene ist sicher: Sie wurde in {path} gespeichert und ist beim nächsten Start von kino wieder da.</translation>
    </message>
    <message>
        <source>kino could not finish starting. Your files and your last working scene were not touched.</source>
        <translation>kino konnte nicht fertig starten. Ihre Dateien und Ihre letzte Arbeitsszene wurden nicht verändert.</translation>
    </message>
    <message>
        <source>kino could not save your scene automatically: save it yourself with File ▸ Save As before you close kino.</source>
        <translation>kino konnte Ihre Szene nicht automatisch speichern: Speichern Sie sie selbst mit Datei ▸ Speichern unter, bevor Sie kino schließen.</translation>
    </message>
    <message>
        <source>Something went wrong inside kino:</source>
        <translation>In kino ist etwas schiefgegangen:</translation>
    </message>
    <message>
        <source>You can keep working. If kino behaves oddly, save your work and restart it. To help fix this, save a report and send it to kino&apos;s authors.</source>
        <translation>Sie können weiterarbeiten. Verhält sich kino seltsam, speichern Sie Ihre Arbeit und starten Sie kino neu. Damit der Fehler behoben werden kann, speichern Sie einen Bericht und schicken Sie ihn an die Autoren von kino.</translation>
    </message>
    <message>
        <source>Save report…</source>
        <translation>Bericht speichern…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Save crash report</source>
        <translation>Absturzbericht speichern</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {error}.</source>
        <translation>Der Bericht konnte nicht in {path} geschrieben werden: {error}.</translation>
    </message>
    <message>
        <source>Report saved</source>
        <translation>Bericht gespeichert</translation>
    </message>
</context>
<context>
    <name>DControl</name>
    <message>
        <source>dimension d</source>
        <translation>Dimension d</translation>
    </message>
    <message>
        <source>d, the dimension of every vector (2 … 4096, log scale; ticks at powers of two).
The canvas shows the first two coordinates; the other d − 2 are hidden N(0, 1).
Keys + and − double and halve d.</source>
        <translation>d, die Dimension jedes Vektors (2 … 4096, logarithmisch; Striche bei Zweierpotenzen).
Die Zeichenfläche zeigt die ersten beiden Koordinaten; die übrigen d − 2 sind verborgen, N(0, 1).
Die Tasten + und − verdoppeln und halbieren d.</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>load a scene</source>
        <translation>Szene laden</translation>
    </message>
    <message>
        <source>drag {label}</source>
        <translation>{label} ziehen</translation>
    </message>
    <message>
        <source>move {label}</source>
        <translation>{label} verschieben</translation>
    </message>
    <message>
        <source>turn {label}</source>
        <translation>{label} drehen</translation>
    </message>
    <message>
        <source>set d to {d}</source>
        <translation>d auf {d} setzen</translation>
    </message>
    <message>
        <source>re-roll the hidden coordinates</source>
        <translation>verborgene Koordinaten neu würfeln</translation>
    </message>
    <message>
        <source>kino shows at most {count} keys.</source>
        <translation>kino zeigt höchstens {count} Schlüssel.</translation>
    </message>
    <message>
        <source>add key {label}</source>
        <translation>Schlüssel {label} hinzufügen</translation>
    </message>
    <message>
        <source>Attention needs at least one key.</source>
        <translation>Attention braucht mindestens einen Schlüssel.</translation>
    </message>
    <message>
        <source>delete key {label}</source>
        <translation>Schlüssel {label} löschen</translation>
    </message>
    <message>
        <source>rename and recolour key {label}</source>
        <translation>Schlüssel {label} umbenennen und umfärben</translation>
    </message>
    <message>
        <source>rename key {old} to ‘{new}’</source>
        <translation>Schlüssel {old} in ‚{new}‘ umbenennen</translation>
    </message>
    <message>
        <source>recolour key {label}</source>
        <translation>Schlüssel {label} umfärben</translation>
    </message>
    <message>
        <source>Query {label} keeps its name: {error}</source>
        <translation>Anfrage {label} behält ihren Namen: {error}</translation>
    </message>
    <message>
        <source>rename query {old} to ‘{new}’</source>
        <translation>Anfrage {old} in ‚{new}‘ umbenennen</translation>
    </message>
    <message>
        <source>The title and caption stay as they were: {error}</source>
        <translation>Titel und Bildunterschrift bleiben unverändert: {error}</translation>
    </message>
    <message>
        <source>edit the title and caption</source>
        <translation>Titel und Bildunterschrift bearbeiten</translation>
    </message>
    <message>
        <source>kino shows at most {count} queries.</source>
        <translation>kino zeigt höchstens {count} Anfragen.</translation>
    </message>
    <message>
        <source>add query {label}</source>
        <translation>Anfrage {label} hinzufügen</translation>
    </message>
    <message>
        <source>Attention needs a query: the last one stays.</source>
        <translation>Attention braucht eine Anfrage: Die letzte bleibt.</translation>
    </message>
    <message>
        <source>delete query {label}</source>
        <translation>Anfrage {label} löschen</translation>
    </message>
</context>
<context>
    <name>ExactPositionDialog</name>
    <message>
        <source>Position of {name}</source>
        <translation>Position von {name}</translation>
    </message>
    <message>
        <source>The canvas is [−{limit}, {limit}]²; points outside are clamped.</source>
        <translation>Die Zeichenfläche ist [−{limit}, {limit}]²; Punkte außerhalb werden an den Rand gesetzt.</translation>
    </message>
    <message>
        <source>θ (degrees)</source>
        <translation>θ (Grad)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>size: expected WIDTHxHEIGHT such as 1920x1080, found {text}</source>
        <translation>Größe: erwartet BREITExHÖHE wie 1920x1080, gefunden {text}</translation>
    </message>
    <message>
        <source>size: expected each side in 200 … 8192 pixels, found {text}</source>
        <translation>Größe: erwartet jede Seite zwischen 200 … 8192 Pixel, gefunden {text}</translation>
    </message>
    <message>
        <source>could not encode the picture as PNG</source>
        <translation>Das Bild konnte nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>{path} kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>the {panel} panel does not fit in {size} at this UI scale: choose a larger size</source>
        <translation>der Bereich {panel} passt bei dieser Oberflächengröße nicht in {size}: Wählen Sie eine größere Größe</translation>
    </message>
    <message>
        <source>export cancelled: nothing was written</source>
        <translation>Export abgebrochen: Es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>mp4: expected an even width and height in pixels, found {w}x{h}</source>
        <translation>mp4: Breite und Höhe in Pixeln müssen gerade sein, gefunden {w}x{h}</translation>
    </message>
    <message>
        <source>expected a movie file ending in .mp4 or .gif, found {name}</source>
        <translation>erwartet wurde eine Filmdatei mit der Endung .mp4 oder .gif, gefunden {name}</translation>
    </message>
    <message>
        <source>a frame came out {w}x{h}, not {size}</source>
        <translation>ein Bild wurde {w}x{h} groß statt {size}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>“{name}” has changes that are not saved.</source>
        <translation>„{name}“ hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>The untitled scene has changes that are not saved.</source>
        <translation>Die unbenannte Szene hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>New untitled scene</source>
        <translation>Neue unbenannte Szene</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>kino snapshots (*.kino);;All files (*)</source>
        <translation>kino-Szenen (*.kino);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>kino files (*.kino *.kinodeck);;All files (*)</source>
        <translation>kino-Dateien (*.kino *.kinodeck);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Could not open the deck</source>
        <translation>Der Foliensatz konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>lesson decks cannot be opened here</source>
        <translation>Foliensätze können hier nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Could not open the file</source>
        <translation>Die Datei konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened with warnings: {warnings}</source>
        <translation>Mit Warnungen geöffnet: {warnings}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} geöffnet</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} gespeichert</translation>
    </message>
    <message>
        <source>Presets unavailable: {error}</source>
        <translation>Vorlagen nicht verfügbar: {error}</translation>
    </message>
    <message>
        <source>Could not keep the working scene: {error}</source>
        <translation>Die Arbeitsszene konnte nicht gesichert werden: {error}</translation>
    </message>
    <message>
        <source>Working scene not kept</source>
        <translation>Arbeitsszene nicht gesichert</translation>
    </message>
    <message>
        <source>Working scene not restored</source>
        <translation>Arbeitsszene nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>The last working scene could not be restored: {error}. It is kept as {kept}.</source>
        <translation>Die letzte Arbeitsszene konnte nicht wiederhergestellt werden: {error}. Sie bleibt erhalten als {kept}.</translation>
    </message>
    <message>
        <source>Could not load the preset</source>
        <translation>Die Vorlage konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>load preset ‘{title}’</source>
        <translation>Vorlage ‚{title}‘ laden</translation>
    </message>
    <message>
        <source>Preset: {title}</source>
        <translation>Vorlage: {title}</translation>
    </message>
</context>
<context>
    <name>FormulaLine</name>
    <message>
        <source>without scaling: {formula}</source>
        <translation>ohne Skalierung: {formula}</translation>
    </message>
    <message>
        <source>The lesson&apos;s formulas with this scene&apos;s numbers for the selected query:
scores q·k, the weights α = softmax(scores) (without scaling: this step
comes before the lesson divides by √d) and the output o = Σ α v.</source>
        <translation>Die Formeln der Lektion mit den Zahlen dieser Szene für die ausgewählte Anfrage:
Scores q·k, die Gewichte α = softmax(Scores) (ohne Skalierung: dieser Schritt
kommt, bevor die Lektion durch √d teilt) und die Ausgabe o = Σ α v.</translation>
    </message>
    <message>
        <source>The lesson&apos;s formulas with this scene&apos;s numbers for the selected query:
scores q·k, the weights α = softmax(scores / √d) and the output o = Σ α v.
The same with softmax(scores), without scaling, follows on each line.</source>
        <translation>Die Formeln der Lektion mit den Zahlen dieser Szene für die ausgewählte Anfrage:
Scores q·k, die Gewichte α = softmax(Scores / √d) und die Ausgabe o = Σ α v.
Dasselbe mit softmax(Scores), ohne Skalierung, folgt in jeder Zeile.</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notizen: {notes}</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <source>Key {label}</source>
        <translation>Schlüssel {label}</translation>
    </message>
    <message>
        <source>The key&apos;s name: a letter or a word (up to 16 characters).</source>
        <translation>Der Name des Schlüssels: ein Buchstabe oder ein Wort (bis zu 16 Zeichen).</translation>
    </message>
    <message>
        <source>Okabe–Ito {name} {code} (colour-blind safe)</source>
        <translation>Okabe–Ito {name} {code} (auch bei Farbenblindheit unterscheidbar)</translation>
    </message>
    <message>
        <source>Paul Tol {name} {code} (colour-blind safe)</source>
        <translation>Paul Tol {name} {code} (auch bei Farbenblindheit unterscheidbar)</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Andere…</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value (colour)</source>
        <translation>Wert (Farbe)</translation>
    </message>
    <message>
        <source>Value colour</source>
        <translation>Farbe des Werts</translation>
    </message>
    <message>
        <source>A key needs a label: type a letter or a word.</source>
        <translation>Ein Schlüssel braucht einen Namen: Tippen Sie einen Buchstaben oder ein Wort.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Learn — what to look for</source>
        <translation>Lernen — worauf man achtet</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>without scaling</source>
        <translation>ohne Skalierung</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>skaliert mit 1/√d</translation>
    </message>
    <message>
        <source>below 0.000000001</source>
        <translation>unter 0,000000001</translation>
    </message>
    <message>
        <source>key {label}&apos;s value</source>
        <translation>Wert von Schlüssel {label}</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>The output is already the target colour: nothing to learn.</source>
        <translation>Die Ausgabe hat schon die Zielfarbe: nichts zu lernen.</translation>
    </message>
    <message>
        <source>Without scaling the output is already the target colour: nothing to learn.</source>
        <translation>Ohne Skalierung hat die Ausgabe schon die Zielfarbe: nichts zu lernen.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the output is already the target colour: nothing to learn.</source>
        <translation>Mit 1/√d skaliert hat die Ausgabe schon die Zielfarbe: nichts zu lernen.</translation>
    </message>
    <message>
        <source>The softmax is saturated: the loss&apos;s gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Die Softmax ist gesättigt: Der Gradient des Verlusts nach (x, y) der Anfrage ist {gradient}; die Anfrage lernt kaum.</translation>
    </message>
    <message>
        <source>Without scaling the softmax is saturated: the loss&apos;s gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Ohne Skalierung ist die Softmax gesättigt: Der Gradient des Verlusts nach (x, y) der Anfrage ist {gradient}; die Anfrage lernt kaum.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the softmax is saturated: the loss&apos;s gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Mit 1/√d skaliert ist die Softmax gesättigt: Der Gradient des Verlusts nach (x, y) der Anfrage ist {gradient}; die Anfrage lernt kaum.</translation>
    </message>
    <message>
        <source>The loss is flat here: its gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Der Verlust ist hier flach: Sein Gradient nach (x, y) der Anfrage ist {gradient}; die Anfrage lernt kaum.</translation>
    </message>
    <message>
        <source>Without scaling the loss is flat here: its gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Ohne Skalierung ist der Verlust hier flach: Sein Gradient nach (x, y) der Anfrage ist {gradient}; die Anfrage lernt kaum.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the loss is flat here: its gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Mit 1/√d skaliert ist der Verlust hier flach: Sein Gradient nach (x, y) der Anfrage ist {gradient}; die Anfrage lernt kaum.</translation>
    </message>
    <message>
        <source>The gradient is {gradient}: {label} can learn.</source>
        <translation>Der Gradient ist {gradient}: {label} kann lernen.</translation>
    </message>
    <message>
        <source>Without scaling the gradient is {gradient}: {label} can learn.</source>
        <translation>Ohne Skalierung ist der Gradient {gradient}: {label} kann lernen.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the gradient is {gradient}: {label} can learn.</source>
        <translation>Mit 1/√d skaliert ist der Gradient {gradient}: {label} kann lernen.</translation>
    </message>
    <message>
        <source>The loss has risen by {percent}: the steps overshoot (try a smaller learning rate).</source>
        <translation>Der Verlust ist um {percent} gestiegen: Die Schritte schießen übers Ziel hinaus (versuchen Sie eine kleinere Lernrate).</translation>
    </message>
    <message>
        <source>Without scaling the loss has risen by {percent}: the steps overshoot (try a smaller learning rate).</source>
        <translation>Ohne Skalierung ist der Verlust um {percent} gestiegen: Die Schritte schießen übers Ziel hinaus (versuchen Sie eine kleinere Lernrate).</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the loss has risen by {percent}: the steps overshoot (try a smaller learning rate).</source>
        <translation>Mit 1/√d skaliert ist der Verlust um {percent} gestiegen: Die Schritte schießen übers Ziel hinaus (versuchen Sie eine kleinere Lernrate).</translation>
    </message>
    <message>
        <source>The gradient is {gradient} and the loss has fallen by {percent}.</source>
        <translation>Der Gradient ist {gradient}, und der Verlust ist um {percent} gefallen.</translation>
    </message>
    <message>
        <source>Without scaling the gradient is {gradient} and the loss has fallen by {percent}.</source>
        <translation>Ohne Skalierung ist der Gradient {gradient}, und der Verlust ist um {percent} gefallen.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the gradient is {gradient} and the loss has fallen by {percent}.</source>
        <translation>Mit 1/√d skaliert ist der Gradient {gradient}, und der Verlust ist um {percent} gefallen.</translation>
    </message>
    <message>
        <source>Target colour: click a key&apos;s value</source>
        <translation>Zielfarbe: Klicken Sie auf den Wert eines Schlüssels</translation>
    </message>
    <message>
        <source>Any colour…</source>
        <translation>Beliebige Farbe…</translation>
    </message>
    <message>
        <source>Choose any target colour</source>
        <translation>Beliebige Zielfarbe wählen</translation>
    </message>
    <message>
        <source>Pick any colour as the target (a colour dialog)</source>
        <translation>Eine beliebige Farbe als Ziel wählen (ein Farbdialog)</translation>
    </message>
    <message>
        <source>Target colour</source>
        <translation>Zielfarbe</translation>
    </message>
    <message>
        <source>Learn: run gradient descent</source>
        <translation>Lernen: Gradientenabstieg ausführen</translation>
    </message>
    <message>
        <source>Run gradient descent on the query&apos;s two canvas coordinates, with and without
scaling, toward the target colour (press again to pause).
In a network W_Q and W_K would learn; the query stands in for them.</source>
        <translation>Gradientenabstieg auf den zwei sichtbaren Koordinaten der Anfrage, mit und ohne
Skalierung, hin zur Zielfarbe (nochmals drücken für Pause).
In einem Netz würden W_Q und W_K lernen; die Anfrage steht für sie.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Ein Schritt des Gradientenabstiegs</translation>
    </message>
    <message>
        <source>One step of gradient descent for both ghost queries</source>
        <translation>Ein Schritt des Gradientenabstiegs für beide Geister-Anfragen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset: ghosts back to the query</source>
        <translation>Zurücksetzen: Geister zurück zur Anfrage</translation>
    </message>
    <message>
        <source>Put both ghost queries back where the query is</source>
        <translation>Beide Geister-Anfragen dorthin zurücksetzen, wo die Anfrage ist</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Accept the scaled ghost&apos;s position for the query</source>
        <translation>Position des skalierten Geists für die Anfrage übernehmen</translation>
    </message>
    <message>
        <source>Move the query to where the scaled ghost (scaled dot-product attention) learnt
to be: one undo step (Ctrl+Z puts it back)</source>
        <translation>Die Anfrage dorthin setzen, wohin der skalierte Geist (Scaled Dot-Product Attention) gelernt hat:
ein Rückgängig-Schritt (Strg+Z setzt sie zurück)</translation>
    </message>
    <message>
        <source>Copy as code</source>
        <translation>Als Code kopieren</translation>
    </message>
    <message>
        <source>Copy this descent as Python code</source>
        <translation>Diesen Abstieg als Python-Code kopieren</translation>
    </message>
    <message>
        <source>Copy NumPy code that runs this same descent (the loss, its gradient, the rate) to
the clipboard: paste it into the Code panel (F4), change the loss or the rate, Run.
Its path agrees with kino&apos;s to about 10⁻¹², not bit for bit.</source>
        <translation>NumPy-Code, der denselben Abstieg ausführt (Verlust, sein Gradient, die Rate), in die
Zwischenablage kopieren: in den Code-Bereich (F4) einfügen, Verlust oder Rate ändern, ausführen.
Sein Pfad stimmt mit dem von kino auf etwa 10⁻¹² überein, nicht Bit für Bit.</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>How far each step goes along the gradient (default {rate}).
A step moves the query by rate × gradient, so a gradient of 0.00002 moves it
0.00004 per step at rate 2: nothing you can see.</source>
        <translation>Wie weit jeder Schritt entlang des Gradienten geht (Standard {rate}).
Ein Schritt bewegt die Anfrage um Rate × Gradient, ein Gradient von 0,00002 bewegt sie also
bei Rate 2 um 0,00004 pro Schritt: nichts, was man sieht.</translation>
    </message>
    <message>
        <source>Legend of the plot</source>
        <translation>Legende des Diagramms</translation>
    </message>
    <message>
        <source>What the query is learning</source>
        <translation>Was die Anfrage lernt</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>ohne Skal.</translation>
    </message>
    <message>
        <source>ghost</source>
        <translation>Phantom</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>skaliert</translation>
    </message>
    <message>
        <source>Pick a target colour, then press Learn.</source>
        <translation>Wählen Sie eine Zielfarbe, dann drücken Sie Lernen.</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>‖gradient‖</source>
        <translation>‖Gradient‖</translation>
    </message>
    <message>
        <source>loss, without scaling</source>
        <translation>Verlust, ohne Skalierung</translation>
    </message>
    <message>
        <source>loss, scaled by 1/√d</source>
        <translation>Verlust, skaliert mit 1/√d</translation>
    </message>
    <message>
        <source>‖gradient‖, without scaling</source>
        <translation>‖Gradient‖, ohne Skalierung</translation>
    </message>
    <message>
        <source>‖gradient‖, scaled by 1/√d</source>
        <translation>‖Gradient‖, skaliert mit 1/√d</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Target: key {label}&apos;s value {colour}</source>
        <translation>Ziel: Wert von Schlüssel {label} {colour}</translation>
    </message>
    <message>
        <source>Make key {label}&apos;s value ({colour}) the target colour</source>
        <translation>Den Wert von Schlüssel {label} ({colour}) zur Zielfarbe machen</translation>
    </message>
    <message>
        <source>No target yet.</source>
        <translation>Noch kein Ziel.</translation>
    </message>
    <message>
        <source>target: {name}</source>
        <translation>Ziel: {name}</translation>
    </message>
    <message>
        <source>target: {name} ({colour})</source>
        <translation>Ziel: {name} ({colour})</translation>
    </message>
    <message>
        <source>Pick a target colour first: click a key&apos;s value.</source>
        <translation>Wählen Sie zuerst eine Zielfarbe: Klicken Sie auf den Wert eines Schlüssels.</translation>
    </message>
    <message>
        <source>Copied the descent as Python: paste it into the Code panel (F4) and press Run. Change the loss (and its derivative) or the learning rate and run it again.</source>
        <translation>Abstieg als Python kopiert: in den Code-Bereich (F4) einfügen und Ausführen drücken. Ändern Sie den Verlust (und seine Ableitung) oder die Lernrate und führen Sie ihn erneut aus.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Loss per step, as a percentage of the starting loss</source>
        <translation>Verlust pro Schritt, in Prozent des Verlusts zu Beginn</translation>
    </message>
    <message>
        <source>The loss ½‖o − target‖² per step, as a percentage of the loss at the start:
a flat line at 100% learnt nothing. Red: without scaling; blue: scaled by 1/√d.</source>
        <translation>Der Verlust ½‖o − Ziel‖² pro Schritt, in Prozent des Verlusts zu Beginn:
eine flache Linie bei 100 % hat nichts gelernt. Rot: ohne Skalierung; blau: skaliert mit 1/√d.</translation>
    </message>
    <message>
        <source>Size of the gradient per step, log scale</source>
        <translation>Größe des Gradienten pro Schritt, logarithmisch</translation>
    </message>
    <message>
        <source>The size of the loss&apos;s gradient with respect to the query&apos;s (x, y) per step.
Red: without scaling; blue: scaled by 1/√d. Log scale: 1e-6 is visibly nothing.</source>
        <translation>Die Größe des Gradienten des Verlusts nach (x, y) der Anfrage pro Schritt.
Rot: ohne Skalierung; blau: skaliert mit 1/√d. Logarithmisch: 1e-6 ist sichtbar nichts.</translation>
    </message>
    <message>
        <source>Press Learn: a ghost query descends toward {target}.</source>
        <translation>Drücken Sie Lernen: Eine Geister-Anfrage steigt ab in Richtung {target}.</translation>
    </message>
    <message>
        <source>Press Learn: two ghost queries descend toward {target}, one without scaling, one scaled by 1/√d.</source>
        <translation>Drücken Sie Lernen: Zwei Geister-Anfragen steigen ab in Richtung {target}, eine ohne Skalierung, eine mit 1/√d skaliert.</translation>
    </message>
    <message>
        <source>Step {step} of {count}. {sentences}</source>
        <translation>Schritt {step} von {count}. {sentences}</translation>
    </message>
</context>
<context>
    <name>LectureController</name>
    <message>
        <source>kino lesson decks (*.kinodeck);;All files (*)</source>
        <translation>kino-Foliensätze (*.kinodeck);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Could not open the deck</source>
        <translation>Der Foliensatz konnte nicht geöffnet werden</translation>
    </message>
    <message numerus="yes">
        <source>Opened the deck {name}: %n steps; warnings: {warnings}</source>
        <translation>
            <numerusform>Foliensatz {name} geöffnet: %n Schritt; Warnungen: {warnings}</numerusform>
            <numerusform>Foliensatz {name} geöffnet: %n Schritte; Warnungen: {warnings}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened the deck {name}: %n steps</source>
        <translation>
            <numerusform>Foliensatz {name} geöffnet: %n Schritt</numerusform>
            <numerusform>Foliensatz {name} geöffnet: %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open the lesson</source>
        <translation>Die Lektion konnte nicht geöffnet werden</translation>
    </message>
    <message numerus="yes">
        <source>Lesson: {title} (%n steps)</source>
        <translation>
            <numerusform>Lektion: {title} (%n Schritt)</numerusform>
            <numerusform>Lektion: {title} (%n Schritte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a lesson deck</source>
        <translation>Foliensatz öffnen</translation>
    </message>
    <message>
        <source>Closed the deck without its unsaved steps</source>
        <translation>Foliensatz ohne seine ungespeicherten Schritte geschlossen</translation>
    </message>
    <message>
        <source>Unsaved deck</source>
        <translation>Nicht gespeicherter Foliensatz</translation>
    </message>
    <message>
        <source>The lesson deck “{title}” has unsaved steps.</source>
        <translation>Der Foliensatz „{title}“ hat nicht gespeicherte Schritte.</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>Neue Lektion</translation>
    </message>
    <message>
        <source>Started a new deck with this scene as step 1</source>
        <translation>Neuer Foliensatz mit dieser Szene als Schritt 1 begonnen</translation>
    </message>
    <message>
        <source>Added the scene as step {number}</source>
        <translation>Szene als Schritt {number} hinzugefügt</translation>
    </message>
    <message>
        <source>Step {number} now holds the scene on screen</source>
        <translation>Schritt {number} enthält jetzt die Szene auf dem Bildschirm</translation>
    </message>
    <message>
        <source>Open or start a deck first (Lesson ▸ Add the scene as a step)</source>
        <translation>Öffnen oder beginnen Sie zuerst einen Foliensatz (Lektion ▸ Szene als Schritt hinzufügen)</translation>
    </message>
    <message>
        <source>A deck keeps at least one step (Lesson ▸ Close deck)</source>
        <translation>Ein Foliensatz behält mindestens einen Schritt (Lektion ▸ Foliensatz schließen)</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Save deck as</source>
        <translation>Foliensatz speichern unter</translation>
    </message>
    <message>
        <source>Could not save the deck</source>
        <translation>Der Foliensatz konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved the deck {name}</source>
        <translation>Foliensatz {name} gespeichert</translation>
    </message>
    <message>
        <source>Open lesson: Attention</source>
        <translation>Lektion öffnen: Attention</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>Foliensatz öffnen…</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Add the scene as a step</source>
        <translation>Szene als Schritt hinzufügen</translation>
    </message>
    <message>
        <source>Replace this step with the scene</source>
        <translation>Diesen Schritt durch die Szene ersetzen</translation>
    </message>
    <message>
        <source>Edit title, caption and notes…</source>
        <translation>Titel, Bildunterschrift und Notizen bearbeiten…</translation>
    </message>
    <message>
        <source>Move step earlier</source>
        <translation>Schritt nach vorn verschieben</translation>
    </message>
    <message>
        <source>Move step later</source>
        <translation>Schritt nach hinten verschieben</translation>
    </message>
    <message>
        <source>Delete step</source>
        <translation>Schritt löschen</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Foliensatz speichern</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Foliensatz speichern unter…</translation>
    </message>
    <message>
        <source>Close deck</source>
        <translation>Foliensatz schließen</translation>
    </message>
    <message>
        <source>Reduce motion (no animated steps)</source>
        <translation>Bewegung reduzieren (keine animierten Schritte)</translation>
    </message>
</context>
<context>
    <name>LeftOutLine</name>
    <message numerus="yes">
        <source>%n panels left out (V to choose)</source>
        <translation>
            <numerusform>%n Bereich ausgelassen (V zum Auswählen)</numerusform>
            <numerusform>%n Bereiche ausgelassen (V zum Auswählen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n panels hidden: no room</source>
        <translation>
            <numerusform>%n Bereich ausgeblendet: kein Platz</numerusform>
            <numerusform>%n Bereiche ausgeblendet: kein Platz</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonLearn</name>
    <message>
        <source>Predict first: will the query move toward {target}? R reveals, and the run starts.</source>
        <translation>Erst vorhersagen: Bewegt sich die Anfrage auf {target} zu? R deckt auf, und der Lauf beginnt.</translation>
    </message>
    <message>
        <source>Predict first: will the query move toward the target? R reveals, and the run starts.</source>
        <translation>Erst vorhersagen: Bewegt sich die Anfrage auf das Ziel zu? R deckt auf, und der Lauf beginnt.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Showing the attention map (V hides it)</source>
        <translation>Attention-Map wird angezeigt (V blendet sie aus)</translation>
    </message>
    <message>
        <source>Showing the attention map (View ▸ Attention map hides it)</source>
        <translation>Attention-Map wird angezeigt (Ansicht ▸ Attention-Map blendet sie aus)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Neu würfeln</translation>
    </message>
    <message>
        <source>Draw new hidden coordinates (change the seed). At d = 2 nothing changes:
there are no hidden coordinates.</source>
        <translation>Neue verborgene Koordinaten ziehen (anderer Seed). Bei d = 2 ändert sich nichts:
es gibt keine verborgenen Koordinaten.</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Schlüssel hinzufügen</translation>
    </message>
    <message>
        <source>Add a key (up to {count}); or double-click empty canvas.</source>
        <translation>Einen Schlüssel hinzufügen (bis zu {count}); oder auf eine leere Stelle der Zeichenfläche doppelklicken.</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>Anfrage hinzufügen</translation>
    </message>
    <message>
        <source>Add a query (up to {count}, labelled q1 … q{count}); or press Q, or Shift+double-click
empty canvas. Each query is one row of the attention map.</source>
        <translation>Eine Anfrage hinzufügen (bis zu {count}, benannt q1 … q{count}); oder Q drücken, oder mit Umschalt
auf eine leere Stelle doppelklicken. Jede Anfrage ist eine Zeile der Attention-Map.</translation>
    </message>
    <message>
        <source>untitled ({title})</source>
        <translation>unbenannt ({title})</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>Delete key {label}</source>
        <translation>Schlüssel {label} löschen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Position of {label}…</source>
        <translation>Position von {label}…</translation>
    </message>
    <message>
        <source>{scene} · deck “{deck}”</source>
        <translation>{scene} · Foliensatz „{deck}“</translation>
    </message>
    <message>
        <source>Rename or recolour…</source>
        <translation>Umbenennen oder umfärben…</translation>
    </message>
    <message>
        <source>Delete query {label}</source>
        <translation>Anfrage {label} löschen</translation>
    </message>
    <message>
        <source>&amp;About kino</source>
        <translation>Ü&amp;ber kino</translation>
    </message>
    <message>
        <source>Export movie or handout…</source>
        <translation>Film oder Handout exportieren…</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lektion</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>(keine zuletzt geöffneten Dateien)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export picture</source>
        <translation>Bild &amp;exportieren</translation>
    </message>
    <message>
        <source>Whole view as PNG (1x)…</source>
        <translation>Ganze Ansicht als PNG (1x)…</translation>
    </message>
    <message>
        <source>Whole view as PNG (2x, for projectors)…</source>
        <translation>Ganze Ansicht als PNG (2x, für Beamer)…</translation>
    </message>
    <message>
        <source>Whole view at a chosen size…</source>
        <translation>Ganze Ansicht in gewählter Größe…</translation>
    </message>
    <message>
        <source>Whole view as SVG…</source>
        <translation>Ganze Ansicht als SVG…</translation>
    </message>
    <message>
        <source>One panel as PNG (2x)</source>
        <translation>Ein Bereich als PNG (2x)</translation>
    </message>
    <message>
        <source>&amp;Copy picture</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Schlüssel hinzufügen</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>Anfrage hinzufügen</translation>
    </message>
    <message>
        <source>Position of the selected vector…</source>
        <translation>Position des ausgewählten Vektors…</translation>
    </message>
    <message>
        <source>Delete the selected vector</source>
        <translation>Ausgewählten Vektor löschen</translation>
    </message>
    <message>
        <source>Re-roll hidden coordinates</source>
        <translation>Verborgene Koordinaten neu würfeln</translation>
    </message>
    <message>
        <source>Title and caption…</source>
        <translation>Titel und Bildunterschrift…</translation>
    </message>
    <message>
        <source>Copy attention map as CSV</source>
        <translation>Attention-Map als CSV kopieren</translation>
    </message>
    <message>
        <source>Show or hide the {panel} ({key})</source>
        <translation>{panel} zeigen oder ausblenden ({key})</translation>
    </message>
    <message>
        <source>Scaled weights (÷ √d)</source>
        <translation>Skalierte Gewichte (÷ √d)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Turning speed</source>
        <translation>Drehgeschwindigkeit</translation>
    </message>
</context>
<context>
    <name>Movie</name>
    <message>
        <source>Now, scaled by 1/√d: {weights}.</source>
        <translation>Jetzt, skaliert mit 1/√d: {weights}.</translation>
    </message>
    <message>
        <source>Now: {weights}.</source>
        <translation>Jetzt: {weights}.</translation>
    </message>
</context>
<context>
    <name>MovieExports</name>
    <message>
        <source>Open a lesson (File ▸ Open lesson) or replay a recording to export it</source>
        <translation>Öffnen Sie eine Lektion (Datei ▸ Lektion öffnen) oder spielen Sie eine Aufnahme ab, um sie zu exportieren</translation>
    </message>
    <message>
        <source>PDF handouts with the speaker&apos;s notes (*.pdf)</source>
        <translation>PDF-Handouts mit den Notizen für Vortragende (*.pdf)</translation>
    </message>
    <message>
        <source>MP4 videos (*.mp4);;GIF animations (*.gif)</source>
        <translation>MP4-Videos (*.mp4);;GIF-Animationen (*.gif)</translation>
    </message>
    <message>
        <source>MP4 videos (*.mp4);;GIF animations (*.gif);;PDF handouts (*.pdf)</source>
        <translation>MP4-Videos (*.mp4);;GIF-Animationen (*.gif);;PDF-Handouts (*.pdf)</translation>
    </message>
    <message>
        <source>Export movie or handout</source>
        <translation>Film oder Handout exportieren</translation>
    </message>
    <message>
        <source>Exporting {name}…</source>
        <translation>{name} wird exportiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>a PDF handout is made from a lesson deck</source>
        <translation>ein PDF-Handout entsteht aus einem Lektionsdeck</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Export abgebrochen: Es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} exportiert</translation>
    </message>
</context>
<context>
    <name>OutputPanel</name>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Output without scaling: o = Σ α_j v_j with α = softmax(q·k)
RGB {rgb} = {hex}</source>
        <translation>Ausgabe ohne Skalierung: o = Σ α_j v_j mit α = softmax(q·k)
RGB {rgb} = {hex}</translation>
    </message>
    <message>
        <source>Output scaled by 1/√d: o = Σ α_j v_j with α = softmax(q·k / √d)
RGB {rgb} = {hex}</source>
        <translation>Ausgabe skaliert mit 1/√d: o = Σ α_j v_j mit α = softmax(q·k / √d)
RGB {rgb} = {hex}</translation>
    </message>
    <message>
        <source>Value of key {label}: RGB {rgb} = {hex}</source>
        <translation>Wert von Schlüssel {label}: RGB {rgb} = {hex}</translation>
    </message>
    <message>
        <source>Output of {label} (its row of the attention map times V):
left half without scaling RGB {unscaled}, right half scaled by 1/√d RGB {scaled}.
Click to select {label}.</source>
        <translation>Ausgabe von {label} (ihre Zeile der Attention-Map mal V):
linke Hälfte ohne Skalierung RGB {unscaled}, rechte Hälfte skaliert mit 1/√d RGB {scaled}.
Klicken wählt {label} aus.</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j,
with the weights without scaling.</source>
        <translation>Die Ausgabe ist der gewichtete Mittelwert der Werte (Farben): o = Σ α_j v_j,
mit den Gewichten ohne Skalierung.</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j.
Left: with the unscaled weights; right: with the weights scaled by 1/√d.</source>
        <translation>Die Ausgabe ist der gewichtete Mittelwert der Werte (Farben): o = Σ α_j v_j.
Links: mit den unskalierten Gewichten; rechts: mit den mit 1/√d skalierten Gewichten.</translation>
    </message>
</context>
<context>
    <name>Overwrite</name>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>“{name}” is not a regular file: kino does not write over it.</source>
        <translation>„{name}“ ist keine gewöhnliche Datei: kino schreibt nicht darüber.</translation>
    </message>
    <message>
        <source>“{name}” is not a file kino wrote: kino does not write over it.</source>
        <translation>„{name}“ ist keine Datei von kino: kino schreibt nicht darüber.</translation>
    </message>
    <message>
        <source>“{name}” is read-only: kino does not replace it.</source>
        <translation>„{name}“ ist schreibgeschützt: kino ersetzt die Datei nicht.</translation>
    </message>
    <message>
        <source>“{name}” has other names (hard links): saving would split them, so kino does not replace it.</source>
        <translation>„{name}“ hat weitere Namen (harte Links): Speichern würde sie trennen, darum ersetzt kino die Datei nicht.</translation>
    </message>
    <message>
        <source>“{name}” was changed by another program since kino opened or saved it. Replace those changes?</source>
        <translation>„{name}“ wurde von einem anderen Programm geändert, seit kino die Datei geöffnet oder gespeichert hat. Diese Änderungen ersetzen?</translation>
    </message>
    <message>
        <source>Save over “{name}”?</source>
        <translation>„{name}“ überschreiben?</translation>
    </message>
</context>
<context>
    <name>PanelArea</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>{panels} left out: no room at this size (V to choose, Ctrl+- makes room)</source>
        <translation>{panels} ausgelassen: kein Platz in dieser Größe (V zum Auswählen, Strg+- schafft Platz)</translation>
    </message>
    <message>
        <source>{panels} hidden: no room (enlarge the window or press Ctrl+-)</source>
        <translation>{panels} ausgeblendet: kein Platz (Fenster vergrößern oder Strg+- drücken)</translation>
    </message>
    <message>
        <source>{panels} left out (V to choose)</source>
        <translation>{panels} ausgelassen (V zum Auswählen)</translation>
    </message>
    <message>
        <source>{panels} hidden: no room</source>
        <translation>{panels} ausgeblendet: kein Platz</translation>
    </message>
</context>
<context>
    <name>PanelPicker</name>
    <message>
        <source>Panel picker</source>
        <translation>Bereichsauswahl</translation>
    </message>
    <message>
        <source>Panels (Space shows or hides, Esc closes)</source>
        <translation>Bereiche (Leertaste zeigt oder verbirgt, Esc schließt)</translation>
    </message>
    <message>
        <source>Panel picker help</source>
        <translation>Hilfe zur Bereichsauswahl</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Choose panels (presenting)</source>
        <translation>Bereiche wählen (beim Präsentieren)</translation>
    </message>
    <message>
        <source>{panel}: shown</source>
        <translation>{panel}: angezeigt</translation>
    </message>
    <message>
        <source>{panel}: hidden</source>
        <translation>{panel}: ausgeblendet</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Canvas</source>
        <translation>Zeichenfläche</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Attention map</source>
        <translation>Attention-Map</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Readouts</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Saturation</source>
        <translation>Sättigung</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Code panel</source>
        <translation>Code-Bereich</translation>
    </message>
    <message>
        <source>Learn mode</source>
        <translation>Lernmodus</translation>
    </message>
</context>
<context>
    <name>PictureExports</name>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Width x height in pixels:</source>
        <translation>Breite x Höhe in Pixeln:</translation>
    </message>
    <message>
        <source>Export at a size</source>
        <translation>In einer Größe exportieren</translation>
    </message>
    <message>
        <source>{error}
Width x height in pixels:</source>
        <translation>{error}
Breite x Höhe in Pixeln:</translation>
    </message>
    <message>
        <source>Exported {name} at {size}</source>
        <translation>{name} in {size} exportiert</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} exportiert</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Copied a picture of the view to the clipboard (2x)</source>
        <translation>Bild der Ansicht in die Zwischenablage kopiert (2x)</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Larger text and lines</source>
        <translation>Größere Schrift und Linien</translation>
    </message>
    <message>
        <source>Smaller text and lines</source>
        <translation>Kleinere Schrift und Linien</translation>
    </message>
    <message>
        <source>Default size</source>
        <translation>Standardgröße</translation>
    </message>
    <message>
        <source>Next theme</source>
        <translation>Nächstes Farbschema</translation>
    </message>
</context>
<context>
    <name>PreferencesController</name>
    <message>
        <source>UI scale {percent}%</source>
        <translation>Oberflächengröße {percent} %</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <source>Presentation mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>Leave presentation</source>
        <translation>Präsentation beenden</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Blank the screen</source>
        <translation>Bildschirm schwärzen</translation>
    </message>
    <message>
        <source>Hide the answers (predict first)</source>
        <translation>Antworten verbergen (erst vorhersagen)</translation>
    </message>
    <message>
        <source>Reveal the answers</source>
        <translation>Antworten aufdecken</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Präsentieren</translation>
    </message>
    <message>
        <source>Presentation mode (F5): full screen, menus hidden, large type.
Clicker: PageDown / PageUp step, B blanks, H hides the answers, R reveals,
P turns the query, Ctrl+= / Ctrl+- size, Esc leaves.</source>
        <translation>Präsentationsmodus (F5): Vollbild, Menüs ausgeblendet, große Schrift.
Presenter: Bild ab / Bild auf blättern, B schwärzt, H verbirgt die Antworten, R deckt auf,
P dreht die Anfrage, Strg+= / Strg+- Größe, Esc beendet.</translation>
    </message>
</context>
<context>
    <name>PresenterController</name>
    <message>
        <source>Laser pointer</source>
        <translation>Laserpointer</translation>
    </message>
    <message>
        <source>Presenter view in a window (rehearsal, screen sharing)</source>
        <translation>Referentenansicht im Fenster (Probe, Bildschirmfreigabe)</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>No notes for this step (Lesson ▸ Edit title, caption and notes… adds them).</source>
        <translation>Keine Notizen zu diesem Schritt (Lektion ▸ Titel, Bildunterschrift und Notizen bearbeiten… fügt sie hinzu).</translation>
    </message>
    <message>
        <source>The room&apos;s view appears here</source>
        <translation>Hier erscheint, was das Publikum sieht</translation>
    </message>
    <message>
        <source>What the room sees right now (a live copy of the audience window)</source>
        <translation>Was das Publikum gerade sieht (eine Live-Kopie des Publikumsfensters)</translation>
    </message>
    <message>
        <source>The next step, as the room will see it</source>
        <translation>Der nächste Schritt, wie das Publikum ihn sehen wird</translation>
    </message>
    <message>
        <source>End of the deck</source>
        <translation>Ende des Foliensatzes</translation>
    </message>
    <message>
        <source>No deck open</source>
        <translation>Kein Foliensatz geöffnet</translation>
    </message>
    <message>
        <source>kino — presenter view</source>
        <translation>kino — Referentenansicht</translation>
    </message>
    <message>
        <source>Your canvas: the same scene as the room&apos;s. A drag here moves it there too;
with the laser pointer on (Ctrl+L) the room sees a red dot where your mouse is.</source>
        <translation>Ihre Zeichenfläche: dieselbe Szene wie beim Publikum. Ziehen hier bewegt sie auch dort;
mit eingeschaltetem Laserpointer (Strg+L) sieht das Publikum einen roten Punkt, wo Ihre Maus ist.</translation>
    </message>
    <message>
        <source>Lecture</source>
        <translation>Vorlesung</translation>
    </message>
    <message>
        <source>The step the room sees, and the number of steps</source>
        <translation>Der Schritt, den das Publikum sieht, und die Zahl der Schritte</translation>
    </message>
    <message>
        <source>Time since presenting began</source>
        <translation>Zeit seit Beginn der Präsentation</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Previous step (PageUp, Left)</source>
        <translation>Vorheriger Schritt (Bild auf, Links)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Next step (PageDown, Right, Space)</source>
        <translation>Nächster Schritt (Bild ab, Rechts, Leertaste)</translation>
    </message>
    <message>
        <source>The screen the room sees (the projector). kino remembers it for the next talk.</source>
        <translation>Der Bildschirm, den das Publikum sieht (der Beamer). kino merkt ihn sich für den nächsten Vortrag.</translation>
    </message>
    <message>
        <source>Room&apos;s screen:</source>
        <translation>Bildschirm des Publikums:</translation>
    </message>
    <message>
        <source>In a window</source>
        <translation>Im Fenster</translation>
    </message>
    <message>
        <source>The room&apos;s view in a window of its own on this screen, for a rehearsal or
to share just that window in a video call (Ctrl+F5; again to undo).</source>
        <translation>Die Ansicht des Publikums in einem eigenen Fenster auf diesem Bildschirm, für eine Probe oder
um nur dieses Fenster in einer Videokonferenz zu teilen (Strg+F5; nochmals zum Zurücknehmen).</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Stop presenting (Esc)</source>
        <translation>Präsentation beenden (Esc)</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Black screen for the room (B)</source>
        <translation>Schwarzer Bildschirm für das Publikum (B)</translation>
    </message>
    <message>
        <source>Hide answers</source>
        <translation>Antworten verbergen</translation>
    </message>
    <message>
        <source>Cover the panels so the room predicts first (H)</source>
        <translation>Bereiche abdecken, damit das Publikum erst vorhersagt (H)</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Uncover the panels (R)</source>
        <translation>Bereiche aufdecken (R)</translation>
    </message>
    <message>
        <source>Turn query</source>
        <translation>Anfrage drehen</translation>
    </message>
    <message>
        <source>Turn the query about the origin (P)</source>
        <translation>Anfrage um den Ursprung drehen (P)</translation>
    </message>
    <message>
        <source>Laser</source>
        <translation>Laser</translation>
    </message>
    <message>
        <source>A red dot on the room&apos;s canvas where your mouse is on yours (Ctrl+L)</source>
        <translation>Ein roter Punkt auf der Zeichenfläche des Publikums, wo Ihre Maus auf Ihrer ist (Strg+L)</translation>
    </message>
    <message>
        <source>Ask the room</source>
        <translation>Den Saal fragen</translation>
    </message>
    <message>
        <source>Open a question for the phones, or close it (A); R reveals the answers</source>
        <translation>Eine Frage für die Handys öffnen oder schließen (A); R zeigt die Antworten</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Record the demo as a .kinorec file (Ctrl+R; again to stop)</source>
        <translation>Die Vorführung als .kinorec-Datei aufnehmen (Strg+R; noch einmal zum Beenden)</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Neu würfeln</translation>
    </message>
    <message>
        <source>New hidden coordinates (a new seed)</source>
        <translation>Neue verborgene Koordinaten (ein neuer Seed)</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Show or hide the room&apos;s panels</source>
        <translation>Bereiche des Publikums zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Your notes for this step: only you see them</source>
        <translation>Ihre Notizen zu diesem Schritt: Nur Sie sehen sie</translation>
    </message>
    <message>
        <source>The room sees</source>
        <translation>Das Publikum sieht</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Als Nächstes</translation>
    </message>
    <message>
        <source>The room&apos;s answers</source>
        <translation>Antworten des Saals</translation>
    </message>
    <message>
        <source>No deck</source>
        <translation>Kein Foliensatz</translation>
    </message>
    <message>
        <source>Open a lesson (Lesson ▸ Open lesson) to see its notes here.</source>
        <translation>Öffnen Sie eine Lektion (Lektion ▸ Lektion öffnen), um hier ihre Notizen zu sehen.</translation>
    </message>
    <message>
        <source>Step {counter}</source>
        <translation>Schritt {counter}</translation>
    </message>
    <message>
        <source>Answer (held until R): {answer}</source>
        <translation>Antwort (bis R zurückgehalten): {answer}</translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>Schritt {number}</translation>
    </message>
    <message>
        <source>(no title)</source>
        <translation>(ohne Titel)</translation>
    </message>
</context>
<context>
    <name>QueryDialog</name>
    <message>
        <source>A query needs a label: type a letter or a word.</source>
        <translation>Eine Anfrage braucht einen Namen: Tippen Sie einen Buchstaben oder ein Wort.</translation>
    </message>
    <message>
        <source>Rename query {label}</source>
        <translation>Anfrage {label} umbenennen</translation>
    </message>
    <message>
        <source>The query&apos;s name: a letter or a word (up to {count} characters).
Each query is one row of the attention map.</source>
        <translation>Der Name der Anfrage: ein Buchstabe oder ein Wort (bis zu {count} Zeichen).
Jede Anfrage ist eine Zeile der Attention-Map.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Name</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <source>The step&apos;s question for the room</source>
        <translation>Die Frage dieses Schritts an den Saal</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>Keine Frage</translation>
    </message>
    <message>
        <source>Which key wins (the keys as buttons)</source>
        <translation>Welcher Schlüssel gewinnt (die Schlüssel als Knöpfe)</translation>
    </message>
    <message>
        <source>The largest weight (a slider from 0 to 1)</source>
        <translation>Das größte Gewicht (ein Schieberegler von 0 bis 1)</translation>
    </message>
    <message>
        <source>Where the query should be (a tap)</source>
        <translation>Wo die Anfrage sein sollte (ein Tippen)</translation>
    </message>
    <message>
        <source>What the projector and the phones show</source>
        <translation>Was der Projektor und die Handys zeigen</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>ohne Skalierung</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>skaliert mit 1/√d</translation>
    </message>
    <message>
        <source>For a point: the key that should win</source>
        <translation>Für einen Punkt: der Schlüssel, der gewinnen soll</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Wording</source>
        <translation>Wortlaut</translation>
    </message>
    <message>
        <source>Weighting</source>
        <translation>Gewichtung</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Predict first, then R reveals</source>
        <translation>Erst vorhersagen, dann zeigt R die Lösung</translation>
    </message>
    <message>
        <source>Open or start a deck first (Lesson ▸ Add the scene as a step)</source>
        <translation>Öffnen oder beginnen Sie zuerst einen Foliensatz (Lektion ▸ Szene als Schritt hinzufügen)</translation>
    </message>
</context>
<context>
    <name>ReadoutsPanel</name>
    <message>
        <source>largest weight</source>
        <translation>größtes Gewicht</translation>
    </message>
    <message>
        <source>The biggest weight max_j α_j. Near 1 means softmax picked one key (a hard lookup).</source>
        <translation>Das größte Gewicht max_j α_j. Nahe 1 heißt: Softmax hat einen Schlüssel gewählt (ein hartes Nachschlagen).</translation>
    </message>
    <message>
        <source>spread (entropy)</source>
        <translation>Streuung (Entropie)</translation>
    </message>
    <message>
        <source>Entropy H = −Σ α_j log α_j in nats, and as a % of log n (100% = all keys equal).</source>
        <translation>Entropie H = −Σ α_j log α_j in Nats, und in % von log n (100% = alle Schlüssel gleich).</translation>
    </message>
    <message>
        <source>effective keys</source>
        <translation>effektive Schlüssel</translation>
    </message>
    <message>
        <source>exp(entropy) = exp(H): how many keys the weights are really spread over
(1 = one key, n = all equally).</source>
        <translation>exp(Entropie) = exp(H): auf wie viele Schlüssel sich die Gewichte wirklich verteilen
(1 = ein Schlüssel, n = alle gleich).</translation>
    </message>
    <message>
        <source>gradient signal</source>
        <translation>Gradientensignal</translation>
    </message>
    <message>
        <source>‖diag(α) − ααᵀ‖_F: the size of the Jacobian of softmax with respect to its input
(the scores; for the scaled column, the scores divided by √d). It says how much the
weights can still move when the scores change: largest, 0.5, for a 50/50 split
between two keys; near 0 when softmax is saturated: then the queries and keys get
almost no gradient through it (the values still do).</source>
        <translation>‖diag(α) − ααᵀ‖_F: die Größe der Jacobi-Matrix von Softmax bezüglich ihrer Eingabe
(der Scores; in der skalierten Spalte der durch √d geteilten Scores). Sie sagt, wie stark sich die
Gewichte noch bewegen können, wenn sich die Scores ändern: am größten, 0,5, bei einer 50/50-Teilung
zwischen zwei Schlüsseln; nahe 0, wenn Softmax gesättigt ist: Dann bekommen Anfragen und Schlüssel
durch sie fast keinen Gradienten (die Werte schon).</translation>
    </message>
    <message>
        <source>{value} of {count}</source>
        <translation>{value} von {count}</translation>
    </message>
    <message>
        <source>Readouts of the selected query&apos;s weights, for both weightings.</source>
        <translation>Kennzahlen der Gewichte der ausgewählten Anfrage, für beide Gewichtungen.</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>kino recordings (*.kinorec);;All files (*)</source>
        <translation>kino-Aufnahmen (*.kinorec);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Record a demo</source>
        <translation>Vorführung aufnehmen</translation>
    </message>
    <message>
        <source>Recording: press {key} again to stop and save</source>
        <translation>Aufnahme läuft: {key} noch einmal drücken zum Beenden und Speichern</translation>
    </message>
    <message>
        <source>Save the recording</source>
        <translation>Aufnahme speichern</translation>
    </message>
    <message>
        <source>Could not save the recording</source>
        <translation>Die Aufnahme konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved the recording {name} ({seconds} s)</source>
        <translation>Aufnahme {name} gespeichert ({seconds} s)</translation>
    </message>
    <message>
        <source>Replay a recording…</source>
        <translation>Aufnahme abspielen…</translation>
    </message>
    <message>
        <source>Replay a recording</source>
        <translation>Aufnahme abspielen</translation>
    </message>
    <message>
        <source>Could not open the recording</source>
        <translation>Die Aufnahme konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>replay a recording</source>
        <translation>eine Aufnahme abspielen</translation>
    </message>
</context>
<context>
    <name>ReplaceGuard</name>
    <message>
        <source>Save the deck before you start a new scene?</source>
        <translation>Foliensatz speichern, bevor Sie eine neue Szene beginnen?</translation>
    </message>
    <message>
        <source>Save the deck before you open another file?</source>
        <translation>Foliensatz speichern, bevor Sie eine andere Datei öffnen?</translation>
    </message>
    <message>
        <source>Save the deck before you load a preset?</source>
        <translation>Foliensatz speichern, bevor Sie eine Vorlage laden?</translation>
    </message>
    <message>
        <source>Save the deck before you open a lesson deck?</source>
        <translation>Foliensatz speichern, bevor Sie einen anderen Foliensatz öffnen?</translation>
    </message>
    <message>
        <source>Save the deck before you open the lesson?</source>
        <translation>Foliensatz speichern, bevor Sie die Lektion öffnen?</translation>
    </message>
    <message>
        <source>Save the deck before you close it?</source>
        <translation>Foliensatz speichern, bevor Sie ihn schließen?</translation>
    </message>
    <message>
        <source>Save the deck before you close kino?</source>
        <translation>Foliensatz speichern, bevor Sie kino schließen?</translation>
    </message>
    <message>
        <source>Save the deck first?</source>
        <translation>Foliensatz zuerst speichern?</translation>
    </message>
    <message>
        <source>Save them before you start a new scene?</source>
        <translation>Speichern, bevor Sie eine neue Szene beginnen?</translation>
    </message>
    <message>
        <source>Save them before you open another file?</source>
        <translation>Speichern, bevor Sie eine andere Datei öffnen?</translation>
    </message>
    <message>
        <source>Save them before you load a preset?</source>
        <translation>Speichern, bevor Sie eine Vorlage laden?</translation>
    </message>
    <message>
        <source>Save them before you open a lesson deck?</source>
        <translation>Speichern, bevor Sie einen Foliensatz öffnen?</translation>
    </message>
    <message>
        <source>Save them before you open the lesson?</source>
        <translation>Speichern, bevor Sie die Lektion öffnen?</translation>
    </message>
    <message>
        <source>Save them before you close the deck?</source>
        <translation>Speichern, bevor Sie den Foliensatz schließen?</translation>
    </message>
    <message>
        <source>Save them before you close kino?</source>
        <translation>Speichern, bevor Sie kino schließen?</translation>
    </message>
    <message>
        <source>Save them first?</source>
        <translation>Zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Stop replaying: the scene on screen stays (Ctrl+Z undoes it)</source>
        <translation>Wiedergabe beenden: Die Szene auf dem Bildschirm bleibt (Strg+Z macht es rückgängig)</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>Seek</source>
        <translation>Springen</translation>
    </message>
    <message>
        <source>{now} / {total} s</source>
        <translation>{now} / {total} s</translation>
    </message>
</context>
<context>
    <name>RevealView</name>
    <message numerus="yes">
        <source>%n answers, {right}% right</source>
        <translation>
            <numerusform>%n Antwort, {right} % richtig</numerusform>
            <numerusform>%n Antworten, {right} % richtig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoomPanel</name>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
    <message>
        <source>No question open: A asks the room about this step.</source>
        <translation>Keine Frage offen: A fragt den Saal zu diesem Schritt.</translation>
    </message>
    <message>
        <source>{number}. {wording}: {answers}, {right}% right</source>
        <translation>{number}. {wording}: {answers}, {right} % richtig</translation>
    </message>
</context>
<context>
    <name>SaturationPlot</name>
    <message>
        <source>saturation: expected largest weight vs d</source>
        <translation>Sättigung: erwartetes größtes Gewicht über d</translation>
    </message>
    <message>
        <source>saturation vs d</source>
        <translation>Sättigung über d</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>ohne Skalierung</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>ohne Skal.</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>skaliert mit 1/√d</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>skaliert</translation>
    </message>
    <message>
        <source>The curves: the largest weight averaged over random queries and keys (this many
keys) with N(0, 1) entries, against d (Monte Carlo, 4,000 trials per d). Without
scaling the largest weight climbs to 1 (saturation); scaled by 1/√d it rises by at most 0.04,
most of that below d = 16.
The dots: this scene&apos;s own largest weights at its d (its vectors, not an average).</source>
        <translation>Die Kurven: das größte Gewicht, gemittelt über zufällige Anfragen und Schlüssel (so viele
Schlüssel wie hier) mit N(0, 1)-Einträgen, über d (Monte Carlo, 4.000 Versuche je d). Ohne
Skalierung steigt das größte Gewicht auf 1 (Sättigung); mit 1/√d skaliert steigt es um höchstens 0,04,
und das meiste davon unterhalb von d = 16.
Die Punkte: die größten Gewichte dieser Szene bei ihrem d (ihre Vektoren, kein Mittelwert).</translation>
    </message>
</context>
<context>
    <name>SceneTextDialog</name>
    <message>
        <source>Title and caption</source>
        <translation>Titel und Bildunterschrift</translation>
    </message>
    <message>
        <source>The scene&apos;s title (up to {count} characters).</source>
        <translation>Der Titel der Szene (bis zu {count} Zeichen).</translation>
    </message>
    <message>
        <source>A sentence or two under the title (up to {count} characters).</source>
        <translation>Ein oder zwei Sätze unter dem Titel (bis zu {count} Zeichen).</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Bildunterschrift</translation>
    </message>
    <message>
        <source>The caption has {count} characters; kino keeps at most {limit}.</source>
        <translation>Die Bildunterschrift hat {count} Zeichen; kino behält höchstens {limit}.</translation>
    </message>
</context>
<context>
    <name>ScoresTable</name>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>canvas part</source>
        <translation>sichtbarer Teil</translation>
    </message>
    <message>
        <source>hidden part</source>
        <translation>verborgener Teil</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>Score q·k</translation>
    </message>
    <message>
        <source>canvas share</source>
        <translation>sichtbarer Anteil</translation>
    </message>
    <message>
        <source>score {label}·k</source>
        <translation>Score {label}·k</translation>
    </message>
    <message>
        <source>Scores: the dot product q·k for each key.
canvas part = q_x k_x + q_y k_y (what you see on the canvas);
hidden part = the dot product of the other d − 2 coordinates (drawn once from
N(0, 1)). At d = 2 there is no hidden part; as d grows it spreads like √(d − 2).
canvas share = |canvas part| / (|canvas part| + |hidden part|): the canvas&apos;s share
of the two parts&apos; sizes (they can have opposite signs, so it is not a share of the
score). 100% at d = 2; at d = 512 it is mostly small, so turning the query hardly
changes the weights.
With several queries, the rows are the selected query&apos;s (named in the last column).</source>
        <translation>Scores: das Skalarprodukt q·k für jeden Schlüssel.
sichtbarer Teil = q_x k_x + q_y k_y (was die Zeichenfläche zeigt);
verborgener Teil = das Skalarprodukt der übrigen d − 2 Koordinaten (einmal aus
N(0, 1) gezogen). Bei d = 2 gibt es keinen verborgenen Teil; mit wachsendem d streut er wie √(d − 2).
sichtbarer Anteil = |sichtbarer Teil| / (|sichtbarer Teil| + |verborgener Teil|): der Anteil
der Zeichenfläche an der Größe beider Teile (sie können verschiedene Vorzeichen haben, es ist also
kein Anteil am Score). 100 % bei d = 2; bei d = 512 meist klein, daher ändert ein Drehen der
Anfrage die Gewichte kaum.
Bei mehreren Anfragen gehören die Zeilen zur ausgewählten Anfrage (in der letzten Spalte genannt).</translation>
    </message>
    <message>
        <source>… {count} more keys: enlarge the window or hide a panel (View menu)</source>
        <translation>… {count} weitere Schlüssel: Fenster vergrößern oder einen Bereich ausblenden (Menü Ansicht)</translation>
    </message>
</context>
<context>
    <name>Series</name>
    <message>
        <source>without scaling</source>
        <translation>ohne Skalierung</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>skaliert mit 1/√d</translation>
    </message>
    <message>
        <source>weights, without scaling</source>
        <translation>Gewichte, ohne Skalierung</translation>
    </message>
    <message>
        <source>weights, scaled by 1/√d</source>
        <translation>Gewichte, skaliert mit 1/√d</translation>
    </message>
    <message>
        <source>output, without scaling</source>
        <translation>Ausgabe, ohne Skalierung</translation>
    </message>
    <message>
        <source>output, scaled by 1/√d</source>
        <translation>Ausgabe, skaliert mit 1/√d</translation>
    </message>
</context>
<context>
    <name>ShortcutsWindow</name>
    <message>
        <source>Canvas and scene</source>
        <translation>Zeichenfläche und Szene</translation>
    </message>
    <message>
        <source>Files and presets</source>
        <translation>Dateien und Vorlagen</translation>
    </message>
    <message>
        <source>Lecture and presenting</source>
        <translation>Vorlesung und Präsentation</translation>
    </message>
    <message>
        <source>Code panel</source>
        <translation>Code-Bereich</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Select the next / previous vector</source>
        <translation>Nächsten / vorigen Vektor auswählen</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Move the selected vector by 0.1</source>
        <translation>Ausgewählten Vektor um 0,1 verschieben</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move the selected vector by 0.01</source>
        <translation>Ausgewählten Vektor um 0,01 verschieben</translation>
    </message>
    <message>
        <source>Shift+Arrow keys</source>
        <translation>Umschalt+Pfeiltasten</translation>
    </message>
    <message>
        <source>Type exact coordinates for the selected vector</source>
        <translation>Genaue Koordinaten für den ausgewählten Vektor eingeben</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Delete the selected vector</source>
        <translation>Ausgewählten Vektor löschen</translation>
    </message>
    <message>
        <source>Delete, Backspace</source>
        <translation>Entf, Rücktaste</translation>
    </message>
    <message>
        <source>Stop the running code (in the editor)</source>
        <translation>Laufenden Code anhalten (im Editor)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Turn the query 5° clockwise</source>
        <translation>Anfrage um 5° im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn the query 5° anticlockwise</source>
        <translation>Anfrage um 5° gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Double d</source>
        <translation>d verdoppeln</translation>
    </message>
    <message>
        <source>Halve d</source>
        <translation>d halbieren</translation>
    </message>
    <message>
        <source>Run the code</source>
        <translation>Code ausführen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Search: what it does or a key</source>
        <translation>Suchen: Funktion oder Taste</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>Tastenkürzel suchen</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message numerus="yes">
        <source>%n shortcuts shown</source>
        <translation>
            <numerusform>%n Tastenkürzel angezeigt</numerusform>
            <numerusform>%n Tastenkürzel angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>kino shows one scene at a time: opened {name}, not {others}</source>
        <translation>kino zeigt eine Szene auf einmal: {name} geöffnet, nicht {others}</translation>
    </message>
</context>
<context>
    <name>TurningController</name>
    <message>
        <source>Play / pause: turn the query</source>
        <translation>Abspielen / Pause: Anfrage drehen</translation>
    </message>
    <message>
        <source>{speed}° per second</source>
        <translation>{speed}° pro Sekunde</translation>
    </message>
    <message>
        <source>{label} is at the origin: there is nothing to turn</source>
        <translation>{label} liegt im Ursprung: Da gibt es nichts zu drehen</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <source>Undo {step}</source>
        <translation>Rückgängig: {step}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo {step}</source>
        <translation>Wiederherstellen: {step}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>Veil</name>
    <message>
        <source>Hidden so the room can predict first: R reveals it</source>
        <translation>Verdeckt, damit das Publikum erst vorhersagen kann: R deckt auf</translation>
    </message>
</context>
<context>
    <name>WeightsChart</name>
    <message>
        <source>unscaled</source>
        <translation>ohne Skal.</translation>
    </message>
    <message>
        <source>α = softmax(q·k) — the weight on each key, without scaling.
Bars sum to 1. In high d the scores spread like √d and one bar takes nearly everything.</source>
        <translation>α = softmax(q·k) — das Gewicht jedes Schlüssels, ohne Skalierung.
Die Balken ergeben zusammen 1. Bei großem d streuen die Scores wie √d, und ein Balken nimmt fast alles.</translation>
    </message>
    <message>
        <source>α = softmax(q·k / √d) — the weight on each key with the lesson&apos;s scaling.
Dividing by √d brings the scores&apos; variance back to about 1, so softmax stays soft.</source>
        <translation>α = softmax(q·k / √d) — das Gewicht jedes Schlüssels mit der Skalierung der Lektion.
Die Division durch √d bringt die Varianz der Scores auf etwa 1 zurück, so bleibt Softmax weich.</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
</context>
</TS>
