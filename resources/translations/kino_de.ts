<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <source>output colour without scaling: {u_name}, RGB {u_rgb}; scaled by 1/√d: {s_name}, RGB {s_rgb}</source>
        <translation>Ausgabefarbe ohne Skalierung: {u_name}, RGB {u_rgb}; mit 1/√d skaliert: {s_name}, RGB {s_rgb}</translation>
    </message>
    <message>
        <source>values: {list}</source>
        <translation>Werte: {list}</translation>
    </message>
    <message>
        <source>largest weight {lu} without scaling, {ls} scaled; entropy {eu} nats ({fu}%) without scaling, {es} ({fs}%) scaled; effective keys {ku} of {n} without scaling, {ks} scaled; gradient signal {gu} without scaling, {gs} scaled</source>
        <translation>größtes Gewicht {lu} ohne Skalierung, {ls} skaliert; Entropie {eu} nat ({fu} %) ohne Skalierung, {es} ({fs} %) skaliert; effektive Schlüssel {ku} von {n} ohne Skalierung, {ks} skaliert; Gradientensignal {gu} ohne Skalierung, {gs} skaliert</translation>
    </message>
    <message>
        <source>saturation against d; this scene at d = {d}: largest weight {u} without scaling, {s} scaled</source>
        <translation>Sättigung über d; diese Szene bei d = {d}: größtes Gewicht {u} ohne Skalierung, {s} skaliert</translation>
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
        <source>key {label}, value {colour}, {position}, weight {scaled} scaled, {unscaled} without scaling</source>
        <translation>Schlüssel {label}, Wert {colour}, {position}, Gewicht {scaled} skaliert, {unscaled} ohne Skalierung</translation>
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
        <source>d = {d}: largest weight {unscaled} without scaling, {scaled} scaled, on key {key}.</source>
        <translation>d = {d}: größtes Gewicht {unscaled} ohne Skalierung, {scaled} skaliert, auf Schlüssel {key}.</translation>
    </message>
    <message>
        <source>Scene with d = {d}. Queries: {queries}. Keys: {keys}.</source>
        <translation>Szene mit d = {d}. Anfragen: {queries}. Schlüssel: {keys}.</translation>
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
        <source>Save them before you {action}?</source>
        <translation>Speichern, bevor Sie {action}?</translation>
    </message>
    <message>
        <source>start a new scene</source>
        <translation>eine neue Szene beginnen</translation>
    </message>
    <message>
        <source>New untitled scene</source>
        <translation>Neue unbenannte Szene</translation>
    </message>
    <message>
        <source>open another file</source>
        <translation>eine andere Datei öffnen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>open a lesson deck</source>
        <translation>einen Foliensatz öffnen</translation>
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
        <source>load a preset</source>
        <translation>eine Vorlage laden</translation>
    </message>
    <message>
        <source>Could not load the preset</source>
        <translation>Die Vorlage konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>Preset: {title}</source>
        <translation>Vorlage: {title}</translation>
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
    <name>LectureController</name>
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
    <name>MainWindow</name>
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
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
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
        <translation>Blättertempo</translation>
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
    <name>ReadoutsPanel</name>
    <message>
        <source>largest weight</source>
        <translation>größtes Gewicht</translation>
    </message>
    <message>
        <source>spread (entropy)</source>
        <translation>Streuung (Entropie)</translation>
    </message>
    <message>
        <source>effective keys</source>
        <translation>effektive Schlüssel</translation>
    </message>
    <message>
        <source>gradient signal</source>
        <translation>Gradientensignal</translation>
    </message>
    <message>
        <source>{value} of {count}</source>
        <translation>{value} von {count}</translation>
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
scaling the largest weight climbs to 1 (saturation); scaled by 1/√d it stays flat.
The dots: this scene&apos;s own largest weights at its d (its vectors, not an average).</source>
        <translation>Die Kurven: das größte Gewicht, gemittelt über zufällige Anfragen und Schlüssel (so viele
Schlüssel wie hier) mit N(0, 1)-Einträgen, über d (Monte Carlo, 4.000 Versuche je d). Ohne
Skalierung steigt das größte Gewicht auf 1 (Sättigung); mit 1/√d skaliert bleibt es flach.
Die Punkte: die größten Gewichte dieser Szene bei ihrem d (ihre Vektoren, kein Mittelwert).</translation>
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
hidden part = the other d − 2 coordinates, drawn once from N(0, 1).
At d = 2 there is no hidden part; as d grows it spreads like √(d − 2).
canvas share = |canvas part| / (|canvas part| + |hidden part|): how much of the
score the canvas decides. 100% at d = 2; at d = 512 it is small, so turning
the query hardly changes the weights.
With several queries, the rows are the selected query&apos;s (named in the last column).</source>
        <translation>Scores: das Skalarprodukt q·k für jeden Schlüssel.
sichtbarer Teil = q_x k_x + q_y k_y (was die Zeichenfläche zeigt);
verborgener Teil = die übrigen d − 2 Koordinaten, einmal aus N(0, 1) gezogen.
Bei d = 2 gibt es keinen verborgenen Teil; mit wachsendem d streut er wie √(d − 2).
sichtbarer Anteil = |sichtbarer Teil| / (|sichtbarer Teil| + |verborgener Teil|): wie viel vom
Score die Zeichenfläche bestimmt. 100 % bei d = 2; bei d = 512 ist er klein, daher ändert
ein Drehen der Anfrage die Gewichte kaum.
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
    <name>TurningController</name>
    <message>
        <source>Play / pause: turn the query</source>
        <translation>Abspielen / Pause: Anfrage drehen</translation>
    </message>
    <message>
        <source>{speed}° per second</source>
        <translation>{speed}° pro Sekunde</translation>
    </message>
</context>
</TS>
