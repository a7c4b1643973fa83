<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About kino</source>
        <translation>Acerca de kino</translation>
    </message>
    <message>
        <source>A desktop simulator that teaches attention: drag a query and keys, watch softmax.</source>
        <translation>Un simulador de escritorio que enseña la atención: arrastre una consulta y claves, observe softmax.</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>Licencia: {licence}</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy kino&apos;s version and the stack&apos;s, for a bug report</source>
        <translation>Copiar la versión de kino y de sus bibliotecas, para un informe de error</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Selected. Arrows move it, Shift for fine steps; Enter types exact coordinates; Tab selects the next vector.</source>
        <translation>Seleccionado. Las flechas lo mueven, con Mayús en pasos finos; Intro escribe coordenadas exactas; Tab selecciona el siguiente vector.</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j, with the weights without scaling and with the weights scaled by 1/√d.</source>
        <translation>La salida es la media ponderada de los valores (colores): o = Σ α_j v_j, con los pesos sin escalar y con los pesos escalados por 1/√d.</translation>
    </message>
    <message>
        <source>Largest weight, entropy, effective number of keys and gradient signal, without scaling and scaled by 1/√d.</source>
        <translation>Peso mayor, entropía, número efectivo de claves y señal de gradiente, sin escalar y escalados por 1/√d.</translation>
    </message>
    <message>
        <source>Describe the scene (screen reader)</source>
        <translation>Describir la escena (lector de pantalla)</translation>
    </message>
    <message>
        <source>canvas</source>
        <translation>lienzo</translation>
    </message>
    <message>
        <source>dimension d</source>
        <translation>dimensión d</translation>
    </message>
    <message>
        <source>Python code</source>
        <translation>código Python</translation>
    </message>
    <message>
        <source>what the code printed</source>
        <translation>lo que imprimió el código</translation>
    </message>
    <message>
        <source>divider</source>
        <translation>divisor</translation>
    </message>
    <message>
        <source>Drag to share the space between the parts on either side.</source>
        <translation>Arrastre para repartir el espacio entre las partes a cada lado.</translation>
    </message>
    <message>
        <source>more toolbar buttons</source>
        <translation>más botones de la barra de herramientas</translation>
    </message>
    <message>
        <source>menu bar</source>
        <translation>barra de menús</translation>
    </message>
    <message>
        <source>formula: {text}</source>
        <translation>fórmula: {text}</translation>
    </message>
    <message>
        <source>Step {number} of {count}:</source>
        <translation>Paso {number} de {count}:</translation>
    </message>
    <message>
        <source>at {point}</source>
        <translation>en {point}</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>weights without scaling</source>
        <translation>pesos sin escalar</translation>
    </message>
    <message>
        <source>weights scaled by 1/√d</source>
        <translation>pesos escalados por 1/√d</translation>
    </message>
    <message>
        <source>dimension d, {d}, slider from {low} to {high}</source>
        <translation>dimensión d, {d}, control deslizante de {low} a {high}</translation>
    </message>
    <message>
        <source>{key} {score} (canvas part {canvas}, hidden part {hidden})</source>
        <translation>{key} {score} (parte del lienzo {canvas}, parte oculta {hidden})</translation>
    </message>
    <message>
        <source>scores q·k</source>
        <translation>puntuaciones q·k</translation>
    </message>
    <message>
        <source>output colour: {name}, RGB {rgb}</source>
        <translation>color de salida: {name}, RGB {rgb}</translation>
    </message>
    <message>
        <source>output colour without scaling: {u_name}, RGB {u_rgb}; scaled by 1/√d: {s_name}, RGB {s_rgb}</source>
        <translation>color de salida sin escalar: {u_name}, RGB {u_rgb}; escalado por 1/√d: {s_name}, RGB {s_rgb}</translation>
    </message>
    <message>
        <source>values: {list}</source>
        <translation>valores: {list}</translation>
    </message>
    <message>
        <source>largest weight {l}; entropy {e} nats ({f}%); effective keys {k} of {n}; gradient signal {g}</source>
        <translation>peso máximo {l}; entropía {e} nats ({f} %); claves efectivas {k} de {n}; señal de gradiente {g}</translation>
    </message>
    <message>
        <source>largest weight {lu} without scaling, {ls} scaled; entropy {eu} nats ({fu}%) without scaling, {es} ({fs}%) scaled; effective keys {ku} of {n} without scaling, {ks} scaled; gradient signal {gu} without scaling, {gs} scaled</source>
        <translation>peso máximo {lu} sin escalar, {ls} escalado; entropía {eu} nats ({fu} %) sin escalar, {es} ({fs} %) escalada; claves efectivas {ku} de {n} sin escalar, {ks} escaladas; señal de gradiente {gu} sin escalar, {gs} escalada</translation>
    </message>
    <message>
        <source>saturation against d; this scene at d = {d}: largest weight {u}</source>
        <translation>saturación frente a d; esta escena con d = {d}: peso máximo {u}</translation>
    </message>
    <message>
        <source>saturation against d; this scene at d = {d}: largest weight {u} without scaling, {s} scaled</source>
        <translation>saturación frente a d; esta escena con d = {d}: peso máximo {u} sin escalar, {s} escalado</translation>
    </message>
    <message>
        <source>attention map, without scaling</source>
        <translation>mapa de atención, sin escalar</translation>
    </message>
    <message>
        <source>attention map, scaled by 1/√d</source>
        <translation>mapa de atención, escalado por 1/√d</translation>
    </message>
    <message>
        <source>query {label}, {position}</source>
        <translation>consulta {label}, {position}</translation>
    </message>
    <message>
        <source>key {label}, value {colour}, {position}, weight {weight}</source>
        <translation>clave {label}, valor {colour}, {position}, peso {weight}</translation>
    </message>
    <message>
        <source>key {label}, value {colour}, {position}, weight {scaled} scaled, {unscaled} without scaling</source>
        <translation>clave {label}, valor {colour}, {position}, peso {scaled} escalado, {unscaled} sin escalar</translation>
    </message>
    <message>
        <source>{query}: key {key} wins with weight {weight}; output {colour}.</source>
        <translation>{query}: gana la clave {key} con peso {weight}; salida {colour}.</translation>
    </message>
    <message>
        <source>{query}: key {key} wins with weight {unscaled} without scaling and {scaled} scaled; output {s_colour} scaled, {u_colour} without scaling.</source>
        <translation>{query}: gana la clave {key} con peso {unscaled} sin escalar y {scaled} escalado; salida {s_colour} escalada, {u_colour} sin escalar.</translation>
    </message>
    <message>
        <source>{label} {position}.</source>
        <translation>{label} {position}.</translation>
    </message>
    <message>
        <source>d = {d}: largest weight {weight}, on key {key}.</source>
        <translation>d = {d}: peso máximo {weight}, en la clave {key}.</translation>
    </message>
    <message>
        <source>d = {d}: largest weight {unscaled} without scaling, {scaled} scaled, on key {key}.</source>
        <translation>d = {d}: peso máximo {unscaled} sin escalar, {scaled} escalado, en la clave {key}.</translation>
    </message>
    <message>
        <source>Scene with d = {d}. Queries: {queries}. Keys: {keys}.</source>
        <translation>Escena con d = {d}. Consultas: {queries}. Claves: {keys}.</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>kino shows one scene at a time: {count} more not opened</source>
        <translation>kino muestra una escena a la vez: {count} más sin abrir</translation>
    </message>
</context>
<context>
    <name>AttentionMap</name>
    <message>
        <source>both</source>
        <translation>ambas</translation>
    </message>
    <message>
        <source>unscaled</source>
        <comment>a toggle on a narrow panel</comment>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>÷ √d</source>
        <translation>÷ √d</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>escalada por 1/√d</translation>
    </message>
    <message>
        <source>without scaling: softmax(QKᵀ)</source>
        <translation>sin escalar: softmax(QKᵀ)</translation>
    </message>
    <message>
        <source>scaled: softmax(QKᵀ / √d)</source>
        <translation>escalada: softmax(QKᵀ / √d)</translation>
    </message>
    <message>
        <source>Q ({n_q}, {d})·Kᵀ ({d}, {n_k}) → ({n_q}, {n_k}), softmax per row, ·V ({n_k}, 3) → ({n_q}, 3)</source>
        <translation>Q ({n_q}, {d})·Kᵀ ({d}, {n_k}) → ({n_q}, {n_k}), softmax por fila, ·V ({n_k}, 3) → ({n_q}, 3)</translation>
    </message>
    <message>
        <source>Q ({n_q}, {d}) · Kᵀ ({d}, {n_k}) → scores ({n_q}, {n_k}), softmax along each row, · V ({n_k}, 3) → output ({n_q}, 3)</source>
        <translation>Q ({n_q}, {d}) · Kᵀ ({d}, {n_k}) → puntuaciones ({n_q}, {n_k}), softmax a lo largo de cada fila, · V ({n_k}, 3) → salida ({n_q}, 3)</translation>
    </message>
    <message>
        <source>The attention map: row i holds the weights of query i over every key (it sums to 1).</source>
        <translation>El mapa de atención: la fila i contiene los pesos de la consulta i sobre cada clave (suman 1).</translation>
    </message>
    <message>
        <source>Show the other weighting</source>
        <translation>Mostrar la otra ponderación</translation>
    </message>
    <message>
        <source>Both weightings do not fit here with readable numbers: they take turns. Click, or press Space on this button, to show the other one.</source>
        <translation>Las dos ponderaciones no caben aquí con números legibles: se turnan. Haga clic, o pulse Espacio en este botón, para mostrar la otra.</translation>
    </message>
    <message>
        <source>⇄ show without scaling</source>
        <translation>⇄ mostrar sin escalar</translation>
    </message>
    <message>
        <source>⇄ show scaled by 1/√d</source>
        <translation>⇄ mostrar escalada por 1/√d</translation>
    </message>
    <message>
        <source>No room for the {n_q} × {n_k} map here: hide a panel (View menu), show one weighting, or enlarge the window.</source>
        <translation>No hay sitio para el mapa de {n_q} × {n_k} aquí: oculte un panel (menú Ver), muestre una sola ponderación o amplíe la ventana.</translation>
    </message>
    <message>
        <source>No room for the {n_q} × {n_k} map here: hide a panel (View menu) or enlarge the window.</source>
        <translation>No hay sitio para el mapa de {n_q} × {n_k} aquí: oculte un panel (menú Ver) o amplíe la ventana.</translation>
    </message>
    <message>
        <source>The attention map: row i holds the weights of query i over every key and sums to 1.
Colours: viridis, fixed to 0 … 1 (see the colour bar). Hover a cell to see its query and key on the canvas; click a row to select that query.</source>
        <translation>El mapa de atención: la fila i contiene los pesos de la consulta i sobre cada clave y suma 1.
Colores: viridis, fijos en 0 … 1 (vea la barra de color). Pase sobre una celda para ver su consulta y su clave en el lienzo; haga clic en una fila para seleccionar esa consulta.</translation>
    </message>
    <message>
        <source>Column {label}: how much each query attends to key {label}.
A column need not sum to 1; each row does.</source>
        <translation>Columna {label}: cuánto atiende cada consulta a la clave {label}.
Una columna no tiene por qué sumar 1; cada fila sí.</translation>
    </message>
    <message>
        <source>Row {query}: the weights of query {query} over all keys (they sum to 1).
Click to select {query}: the bars, readouts and formula follow it.</source>
        <translation>Fila {query}: los pesos de la consulta {query} sobre todas las claves (suman 1).
Haga clic para seleccionar {query}: las barras, los indicadores y la fórmula la siguen.</translation>
    </message>
    <message>
        <source>{query} → {key}: weight {weight}
= softmax({query}·k / √{d}), the lesson&apos;s scaled attention, taken along row {query}.
score {query}·{key} = {score}
Click to select {query}.</source>
        <translation>{query} → {key}: peso {weight}
= softmax({query}·k / √{d}), la atención escalada de la lección, a lo largo de la fila {query}.
puntuación {query}·{key} = {score}
Haga clic para seleccionar {query}.</translation>
    </message>
    <message>
        <source>{query} → {key}: weight {weight}
= softmax({query}·k), without scaling, taken along row {query}.
score {query}·{key} = {score}
Click to select {query}.</source>
        <translation>{query} → {key}: peso {weight}
= softmax({query}·k), sin escalar, a lo largo de la fila {query}.
puntuación {query}·{key} = {score}
Haga clic para seleccionar {query}.</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mapa</translation>
    </message>
    <message>
        <source>attention map</source>
        <translation>mapa de atención</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(QKᵀ / √d) V for all queries at once: the table of
weights, one row per query and one column per key, is the attention map.</source>
        <translation>Attention(Q, K, V) = softmax(QKᵀ / √d) V para todas las consultas a la vez: la tabla de
pesos, una fila por consulta y una columna por clave, es el mapa de atención.</translation>
    </message>
    <message>
        <source>The matrix form with this scene&apos;s sizes: Q holds one row per query (d numbers),
K one row per key; QKᵀ is the (queries × keys) table of scores; softmax runs along
each row (each query&apos;s weights sum to 1); times V (a colour per key) gives one
output per query.</source>
        <translation>La forma matricial con los tamaños de esta escena: Q tiene una fila por consulta (d números),
K una fila por clave; QKᵀ es la tabla (consultas × claves) de puntuaciones; softmax recorre
cada fila (los pesos de cada consulta suman 1); por V (un color por clave) da una
salida por consulta.</translation>
    </message>
    <message>
        <source>Show both weightings: the lesson&apos;s comparison.</source>
        <translation>Mostrar las dos ponderaciones: la comparación de la lección.</translation>
    </message>
    <message>
        <source>Show only softmax(QKᵀ): larger cells on a small screen.</source>
        <translation>Mostrar solo softmax(QKᵀ): celdas más grandes en una pantalla pequeña.</translation>
    </message>
    <message>
        <source>Show only softmax(QKᵀ / √d): larger cells on a small screen.</source>
        <translation>Mostrar solo softmax(QKᵀ / √d): celdas más grandes en una pantalla pequeña.</translation>
    </message>
    <message>
        <source>Copied the attention map as CSV: {queries} queries × {keys} keys, scaled and unscaled weights and the scores</source>
        <translation>Mapa de atención copiado como CSV: {queries} consultas × {keys} claves, pesos escalados y sin escalar y las puntuaciones</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>Mostrar ambas</translation>
    </message>
    <message>
        <source>Show without scaling</source>
        <translation>Mostrar sin escalar</translation>
    </message>
    <message>
        <source>Show scaled by 1/√d</source>
        <translation>Mostrar escalada por 1/√d</translation>
    </message>
    <message>
        <source>Copy weights and scores as CSV</source>
        <translation>Copiar pesos y puntuaciones como CSV</translation>
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
        <translation>El lienzo: las dos primeras coordenadas de cada vector.
Arrastre la consulta (anillo) o una clave (punto). Doble clic en un espacio vacío añade una clave,
doble clic en una clave la renombra o cambia su color, en una consulta la renombra;
clic derecho en un vector para más opciones.
Teclado: Tab selecciona, las flechas mueven (Mayús: fino), [ y ] giran la consulta,
Intro permite escribir coordenadas exactas, Supr elimina la clave seleccionada.</translation>
    </message>
</context>
<context>
    <name>CaptionBanner</name>
    <message>
        <source>The step shown and the number of steps in the deck</source>
        <translation>El paso mostrado y el número de pasos de las diapositivas</translation>
    </message>
    <message>
        <source>Hide the caption (the next preset shows its own)</source>
        <translation>Ocultar el pie (la siguiente plantilla muestra el suyo)</translation>
    </message>
</context>
<context>
    <name>CaptionDialog</name>
    <message>
        <source>Step title, caption and notes</source>
        <translation>Título, pie y notas del paso</translation>
    </message>
    <message>
        <source>A few sentences that read from the back of the hall (at most {count} characters).</source>
        <translation>Unas pocas frases que se lean desde el fondo del aula (como máximo {count} caracteres).</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Pie</translation>
    </message>
    <message>
        <source>Shown after the caption once R reveals it: while the answers are hidden, and
on a step that asks the room until R, the room reads the caption without it.</source>
        <translation>Se muestra tras el pie cuando R la revela: mientras las respuestas están ocultas,
y en un paso que pregunta a la sala hasta R, la sala lee el pie sin ella.</translation>
    </message>
    <message>
        <source>Answer (held until R)</source>
        <translation>Respuesta (retenida hasta R)</translation>
    </message>
    <message>
        <source>Speaker&apos;s notes: shown on the laptop in the presenter view, never to the room.
What to ask, what to point at, the number to expect.</source>
        <translation>Notas del ponente: se ven en el portátil en la vista del presentador, nunca en la sala.
Qué preguntar, qué señalar, qué número esperar.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>The room&apos;s answers from before the crash are kept.</source>
        <translation>Se conservan las respuestas de la sala de antes del fallo.</translation>
    </message>
    <message>
        <source>Ask the room (open or close a question)</source>
        <translation>Preguntar a la sala (abrir o cerrar una pregunta)</translation>
    </message>
    <message>
        <source>Save the room&apos;s answers…</source>
        <translation>Guardar las respuestas de la sala…</translation>
    </message>
    <message>
        <source>The step&apos;s question for the room…</source>
        <translation>La pregunta de este paso para la sala…</translation>
    </message>
    <message>
        <source>Export the revealed answers as PNG…</source>
        <translation>Exportar las respuestas reveladas como PNG…</translation>
    </message>
    <message>
        <source>Which key gets the most weight?</source>
        <translation>¿Qué clave recibe el mayor peso?</translation>
    </message>
    <message>
        <source>This question does not fit the scene: {error}</source>
        <translation>Esta pregunta no encaja con la escena: {error}</translation>
    </message>
    <message>
        <source>No network: join the room&apos;s Wi-Fi or start this laptop&apos;s hotspot, let the phones join it, then press A again.</source>
        <translation>Sin red: conéctese a la wifi de la sala o active el punto de acceso de este portátil, deje que los móviles se unan y pulse A de nuevo.</translation>
    </message>
    <message>
        <source>The answers are counted but not kept on disk ({error}): save them before closing kino.</source>
        <translation>Las respuestas se cuentan pero no se guardan en el disco ({error}): guárdelas antes de cerrar kino.</translation>
    </message>
    <message>
        <source>The room cannot be asked: no address to listen on ({error}). Join a network or start this laptop&apos;s hotspot.</source>
        <translation>No se puede preguntar a la sala: no hay dirección en la que escuchar ({error}). Conéctese a una red o active el punto de acceso de este portátil.</translation>
    </message>
    <message>
        <source>lowest {low}, median {median}, highest {high}</source>
        <translation>mínima {low}, mediana {median}, máxima {high}</translation>
    </message>
    <message>
        <source>{right}% in the region</source>
        <translation>{right} % en la región</translation>
    </message>
    <message>
        <source>Save the room&apos;s answers</source>
        <translation>Guardar las respuestas de la sala</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>No se pudo escribir {path}: {error}</translation>
    </message>
    <message>
        <source>Export the revealed answers as PNG</source>
        <translation>Exportar las respuestas reveladas como PNG</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Phones cannot open it? The Wi-Fi may keep devices apart: start this laptop&apos;s hotspot and let the phones join it.</source>
        <translation>¿Los móviles no pueden abrirlo? La wifi puede aislar los dispositivos: active el punto de acceso de este portátil y deje que los móviles se unan.</translation>
    </message>
    <message>
        <source>weights, scaled by 1/√d</source>
        <translation>pesos, escalados por 1/√d</translation>
    </message>
    <message>
        <source>weights, without scaling</source>
        <translation>pesos, sin escalar</translation>
    </message>
    <message>
        <source>the room</source>
        <translation>la sala</translation>
    </message>
    <message>
        <source>true: {value}</source>
        <translation>verdadero: {value}</translation>
    </message>
    <message>
        <source>the room&apos;s median: {value}</source>
        <translation>mediana de la sala: {value}</translation>
    </message>
    <message>
        <source>outlined: where {key} gets the most weight</source>
        <translation>contorno: donde {key} recibe el mayor peso</translation>
    </message>
    <message>
        <source>shaded: where the room tapped, darker where more did</source>
        <translation>sombreado: donde tocó la sala, más oscuro donde tocaron más</translation>
    </message>
</context>
<context>
    <name>CodeComment</name>
    <message>
        <source>Attention, as kino computes it for this scene. Edit anything, then Run.</source>
        <translation>Attention, tal como kino la calcula para esta escena. Cambie lo que quiera y pulse Ejecutar.</translation>
    </message>
    <message>
        <source>the dimension of every vector (2 ... {d_max})</source>
        <translation>la dimensión de cada vector (2 ... {d_max})</translation>
    </message>
    <message>
        <source>fixes the hidden coordinates (Re-roll picks a new seed)</source>
        <translation>fija las coordenadas ocultas (Volver a sortear elige otra semilla)</translation>
    </message>
    <message>
        <source>Canvas coordinates (x, y): one row per query, one row per key.</source>
        <translation>Coordenadas en el lienzo (x, y): una fila por consulta, una fila por clave.</translation>
    </message>
    <message>
        <source>Canvas coordinates (x, y) of the query, and one row per key.</source>
        <translation>Coordenadas en el lienzo (x, y) de la consulta, y una fila por clave.</translation>
    </message>
    <message>
        <source>key {label}</source>
        <translation>clave {label}</translation>
    </message>
    <message>
        <source>Values: one colour (red, green, blue) per key, from 0-255 to [0, 1].</source>
        <translation>Valores: un color (rojo, verde, azul) por clave, de 0-255 a [0, 1].</translation>
    </message>
    <message>
        <source>The other d - 2 coordinates are hidden: drawn once from N(0, 1) for each vector.</source>
        <translation>Las otras d - 2 coordenadas están ocultas: se extraen una vez de N(0, 1) para cada vector.</translation>
    </message>
    <message>
        <source>kind: 0 for a query, 1 for a key</source>
        <translation>kind: 0 para una consulta, 1 para una clave</translation>
    </message>
    <message>
        <source>a larger d keeps the first ones</source>
        <translation>con una d mayor se conservan las primeras</translation>
    </message>
    <message>
        <source>The ids fix each vector&apos;s hidden coordinates (give a new key a new id).</source>
        <translation>Los ids fijan las coordenadas ocultas de cada vector (dé a una clave nueva un id nuevo).</translation>
    </message>
    <message>
        <source>minus the largest: no overflow</source>
        <translation>menos la mayor: sin desbordamiento</translation>
    </message>
    <message>
        <source>Each score q . k_j is its canvas part plus its hidden part.</source>
        <translation>Cada puntuación q . k_j es su parte del lienzo más su parte oculta.</translation>
    </message>
    <message>
        <source>one per key</source>
        <translation>una por clave</translation>
    </message>
    <message>
        <source>scaled dot-product attention</source>
        <translation>atención de producto escalar escalada</translation>
    </message>
    <message>
        <source>the weighted average of the values: a colour</source>
        <translation>la media ponderada de los valores: un color</translation>
    </message>
    <message>
        <source>the weighted average of the values: a colour per query</source>
        <translation>la media ponderada de los valores: un color por consulta</translation>
    </message>
    <message>
        <source>Learn what to look for: gradient descent moves query {label} so that its output becomes the target colour. Only its two canvas coordinates learn; its hidden coordinates, the keys and the values stay fixed.</source>
        <translation>Aprender qué buscar: el descenso de gradiente mueve la consulta {label} para que su salida se vuelva el color objetivo. Solo aprenden sus dos coordenadas del lienzo; sus coordenadas ocultas, las claves y los valores no cambian.</translation>
    </message>
    <message>
        <source>scale: 1 (unscaled) or 1 / sqrt(d)</source>
        <translation>scale: 1 (sin escalar) o 1 / sqrt(d)</translation>
    </message>
    <message>
        <source>change the loss? change its derivative with it</source>
        <translation>¿otra pérdida? cambie también su derivada aquí</translation>
    </message>
    <message>
        <source>d softmax / d scores: ~0 when saturated</source>
        <translation>d softmax / d scores: ~0 cuando se satura</translation>
    </message>
    <message>
        <source>only the canvas part of each key: K (n_k, 2)</source>
        <translation>solo la parte del lienzo de cada clave: K (n_k, 2)</translation>
    </message>
    <message>
        <source>downhill, on the canvas</source>
        <translation>cuesta abajo, en el lienzo</translation>
    </message>
</context>
<context>
    <name>CodeDock</name>
    <message>
        <source>Code — try it</source>
        <translation>Código — pruébelo</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>files: protected</source>
        <translation>archivos: protegidos</translation>
    </message>
    <message>
        <source>files: not protected on this system</source>
        <translation>archivos: no protegidos en este sistema</translation>
    </message>
    <message>
        <source>network: protected</source>
        <translation>red: protegida</translation>
    </message>
    <message>
        <source>network: not protected on this system</source>
        <translation>red: no protegida en este sistema</translation>
    </message>
    <message>
        <source>processes: protected</source>
        <translation>procesos: protegidos</translation>
    </message>
    <message>
        <source>processes: not protected on this system</source>
        <translation>procesos: no protegidos en este sistema</translation>
    </message>
    <message>
        <source>On this system kino can only stop the code after its time limit and kill what it started; it cannot keep the code from changing your files, using the network or signalling other programs. Run only code you trust.</source>
        <translation>En este sistema kino solo puede detener el código al agotarse su tiempo y terminar lo que inició; no puede impedir que el código cambie sus archivos, use la red o envíe señales a otros programas. Ejecute solo código de confianza.</translation>
    </message>
    <message>
        <source>Files: the code may read files, but write, create, delete or rename them only in its own temporary folder (Landlock); it may change no permissions or timestamps anywhere (seccomp).</source>
        <translation>Archivos: el código puede leer archivos, pero escribirlos, crearlos, borrarlos o renombrarlos solo en su propia carpeta temporal (Landlock); no puede cambiar permisos ni fechas en ningún sitio (seccomp).</translation>
    </message>
    <message>
        <source>Files: NOT protected: this Linux kernel lacks Landlock ABI 3 (Linux 6.2 or newer) or seccomp, so the code can change your files.</source>
        <translation>Archivos: NO protegidos: a este núcleo Linux le falta Landlock ABI 3 (Linux 6.2 o posterior) o seccomp, así que el código puede cambiar sus archivos.</translation>
    </message>
    <message>
        <source>Network: the code can open no socket, TCP, UDP or local (seccomp).</source>
        <translation>Red: el código no puede abrir ningún socket, ni TCP, ni UDP, ni local (seccomp).</translation>
    </message>
    <message>
        <source>Network: NOT protected: this system lacks seccomp filters.</source>
        <translation>Red: NO protegida: a este sistema le faltan los filtros seccomp.</translation>
    </message>
    <message>
        <source>Processes: the code cannot signal, trace or connect to programs outside its run, kino included (Landlock scopes, seccomp).</source>
        <translation>Procesos: el código no puede enviar señales, rastrear ni conectarse a programas fuera de su ejecución, kino incluido (ámbitos de Landlock, seccomp).</translation>
    </message>
    <message>
        <source>Processes: NOT protected: signals to other programs need Landlock ABI 6 (Linux 6.12 or newer).</source>
        <translation>Procesos: NO protegidos: las señales a otros programas necesitan Landlock ABI 6 (Linux 6.12 o posterior).</translation>
    </message>
    <message>
        <source>Every process the code starts ends with its run, and its folder holds at most 64 MiB (namespaces).</source>
        <translation>Todo proceso que el código inicia termina con su ejecución, y su carpeta admite como máximo 64 MiB (espacios de nombres).</translation>
    </message>
    <message>
        <source>kino kills every process of the run when it ends and watches the size of its folder (this system offers no user namespaces).</source>
        <translation>kino termina todos los procesos de la ejecución cuando esta acaba y vigila el tamaño de su carpeta (este sistema no ofrece espacios de nombres de usuario).</translation>
    </message>
    <message>
        <source>Time, memory, output and process limits hold in every case.</source>
        <translation>Los límites de tiempo, memoria, salida y procesos se cumplen siempre.</translation>
    </message>
    <message>
        <source>Edit the code, then Run (Ctrl+Enter). It runs in a separate Python: nothing can break.</source>
        <translation>Edite el código y pulse Ejecutar (Ctrl+Intro). Se ejecuta en un Python aparte: nada puede romperse.</translation>
    </message>
    <message>
        <source>NumPy that computes what kino shows for this scene. Edit anything, then Run
(Ctrl+Enter). The code runs in a separate Python: nothing it does can harm kino.</source>
        <translation>NumPy que calcula lo que kino muestra para esta escena. Edite lo que quiera y pulse Ejecutar
(Ctrl+Intro). El código se ejecuta en un Python aparte: nada de lo que haga puede dañar kino.</translation>
    </message>
    <message>
        <source>▶ Run</source>
        <translation>▶ Ejecutar</translation>
    </message>
    <message>
        <source>Edit the code, then Run (Ctrl+Enter). It runs in a separate Python, stopped after a few seconds, but on this system not fully confined (the line above says what is not protected): run only code you trust.</source>
        <translation>Edite el código y pulse Ejecutar (Ctrl+Intro). Se ejecuta en un Python aparte y se detiene a los pocos segundos, pero en este sistema no está del todo aislado (la línea de arriba indica qué no está protegido): ejecute solo código de confianza.</translation>
    </message>
    <message>
        <source>Run the code in a separate Python (Ctrl+Enter). It is stopped after a few seconds.</source>
        <translation>Ejecutar el código en un Python aparte (Ctrl+Intro). Se detiene a los pocos segundos.</translation>
    </message>
    <message>
        <source>■ Stop</source>
        <translation>■ Detener</translation>
    </message>
    <message>
        <source>Stop the running code now (Esc in the editor).</source>
        <translation>Detener ahora el código en ejecución (Esc en el editor).</translation>
    </message>
    <message>
        <source>Load the q (or Q), K, V (and d, seed, ids) that the last run left into the scene.
One undo step: Ctrl+Z on the canvas takes it back.</source>
        <translation>Cargar en la escena la q (o Q), K, V (y d, seed, ids) que dejó la última ejecución.
Un paso de deshacer: Ctrl+Z en el lienzo lo revierte.</translation>
    </message>
    <message>
        <source>Reset to the current scene: replace the code with code for what the canvas shows.
Your edits are not lost: Ctrl+Z in the editor brings them back.</source>
        <translation>Volver a la escena actual: sustituir el código por código para lo que muestra el lienzo.
Sus cambios no se pierden: Ctrl+Z en el editor los recupera.</translation>
    </message>
    <message>
        <source>What happened when the code last ran.</source>
        <translation>Lo que pasó la última vez que se ejecutó el código.</translation>
    </message>
    <message>
        <source>What the last run printed (stdout), its error messages (stderr) and traceback,
and, when it left an array named weights, kino&apos;s weights beside it.</source>
        <translation>Lo que imprimió la última ejecución (stdout), sus mensajes de error (stderr) y el traceback,
y, si dejó un array llamado weights, los pesos de kino a su lado.</translation>
    </message>
    <message>
        <source>What the code prints appears here.</source>
        <translation>Aquí aparece lo que imprime el código.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset to scene</source>
        <translation>Volver a la escena</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>NumPy that computes what kino shows for this scene. Edit anything, then Run
(Ctrl+Enter). The code runs in a separate Python, but on this system it is not
fully confined: the line below the editor says what is not protected.</source>
        <translation>NumPy que calcula lo que kino muestra para esta escena. Edite lo que quiera y pulse Ejecutar
(Ctrl+Intro). El código se ejecuta en un Python aparte, pero en este sistema no está
del todo aislado: la línea bajo el editor indica qué no está protegido.</translation>
    </message>
    <message>
        <source>Reset to the current scene. Ctrl+Z in the editor brings your edits back.</source>
        <translation>Vuelto a la escena actual. Ctrl+Z en el editor recupera sus cambios.</translation>
    </message>
    <message>
        <source>The code shows the current scene.</source>
        <translation>El código muestra la escena actual.</translation>
    </message>
    <message>
        <source>The code is still running: Stop (or Esc) ends it.</source>
        <translation>El código sigue en ejecución: Detener (o Esc) lo termina.</translation>
    </message>
    <message>
        <source>Running… Stop or Esc ends it.</source>
        <translation>En ejecución… Detener o Esc lo termina.</translation>
    </message>
    <message>
        <source>Running… {seconds} s. Stop or Esc ends it.</source>
        <translation>En ejecución… {seconds} s. Detener o Esc lo termina.</translation>
    </message>
    <message>
        <source>kino&apos;s weights are for the q, K, V and d your code left.</source>
        <translation>Los pesos de kino son para la q, K, V y d que dejó su código.</translation>
    </message>
    <message>
        <source>kino&apos;s weights are for the scene on the canvas ({error}).</source>
        <translation>Los pesos de kino son para la escena del lienzo ({error}).</translation>
    </message>
    <message>
        <source>Weights (scaled by 1/√d): yours and kino&apos;s</source>
        <translation>Pesos (escalados por 1/√d): los suyos y los de kino</translation>
    </message>
    <message>
        <source>Printed (stdout)</source>
        <translation>Impreso (stdout)</translation>
    </message>
    <message>
        <source>Messages (stderr)</source>
        <translation>Mensajes (stderr)</translation>
    </message>
    <message>
        <source>Traceback</source>
        <translation>Traceback</translation>
    </message>
    <message>
        <source>Arrays not sent back</source>
        <translation>Arrays no devueltos</translation>
    </message>
    <message>
        <source>(The code printed nothing.)</source>
        <translation>(El código no imprimió nada.)</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>suyos</translation>
    </message>
    <message>
        <source>kino&apos;s</source>
        <translation>de kino</translation>
    </message>
    <message>
        <source>yours: {array}</source>
        <translation>suyos: {array}</translation>
    </message>
    <message>
        <source>✗ Not applied: {error} The canvas is unchanged.</source>
        <translation>✗ No se aplicó: {error} El lienzo no ha cambiado.</translation>
    </message>
    <message>
        <source>The canvas already shows these arrays: nothing to change.</source>
        <translation>El lienzo ya muestra estos arrays: nada que cambiar.</translation>
    </message>
    <message>
        <source>apply the code to the canvas</source>
        <translation>aplicar el código al lienzo</translation>
    </message>
    <message>
        <source>✓ Applied the code&apos;s arrays to the canvas. Ctrl+Z on the canvas undoes it.</source>
        <translation>✓ Arrays del código aplicados al lienzo. Ctrl+Z en el lienzo lo deshace.</translation>
    </message>
</context>
<context>
    <name>ColourName</name>
    <message>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <source>dark grey</source>
        <translation>gris oscuro</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>light grey</source>
        <translation>gris claro</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>dark red</source>
        <translation>rojo oscuro</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>bermellón</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>mustard</source>
        <translation>mostaza</translation>
    </message>
    <message>
        <source>olive</source>
        <translation>oliva</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>dark green</source>
        <translation>verde oscuro</translation>
    </message>
    <message>
        <source>bluish green</source>
        <translation>verde azulado</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>verde azulado oscuro</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>azul cielo</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>navy</source>
        <translation>azul marino</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>reddish purple</source>
        <translation>púrpura rojizo</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beis</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>kino hit an unexpected error</source>
        <translation>kino ha encontrado un error inesperado</translation>
    </message>
    <message>
        <source>Your scene is safe: it was saved to {path} and comes back the next time kino starts.</source>
        <translation>Su escena está a salvo: se guardó en {path} y volverá la próxima vez que se inicie kino.</translation>
    </message>
    <message>
        <source>kino could not finish starting. Your files and your last working scene were not touched.</source>
        <translation>kino no pudo terminar de iniciarse. Sus archivos y su última escena de trabajo no se han tocado.</translation>
    </message>
    <message>
        <source>kino could not save your scene automatically: save it yourself with File ▸ Save As before you close kino.</source>
        <translation>kino no pudo guardar su escena automáticamente: guárdela usted con Archivo ▸ Guardar como antes de cerrar kino.</translation>
    </message>
    <message>
        <source>Something went wrong inside kino:</source>
        <translation>Algo ha fallado dentro de kino:</translation>
    </message>
    <message>
        <source>You can keep working. If kino behaves oddly, save your work and restart it. To help fix this, save a report and send it to kino&apos;s authors.</source>
        <translation>Puede seguir trabajando. Si kino se comporta de forma extraña, guarde su trabajo y reinícielo. Para ayudar a corregirlo, guarde un informe y envíelo a los autores de kino.</translation>
    </message>
    <message>
        <source>Save report…</source>
        <translation>Guardar informe…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Save crash report</source>
        <translation>Guardar el informe de error</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {error}.</source>
        <translation>No se pudo escribir el informe en {path}: {error}.</translation>
    </message>
    <message>
        <source>Report saved</source>
        <translation>Informe guardado</translation>
    </message>
</context>
<context>
    <name>DControl</name>
    <message>
        <source>dimension d</source>
        <translation>dimensión d</translation>
    </message>
    <message>
        <source>d, the dimension of every vector (2 … 4096, log scale; ticks at powers of two).
The canvas shows the first two coordinates; the other d − 2 are hidden N(0, 1).
Keys + and − double and halve d.</source>
        <translation>d, la dimensión de cada vector (2 … 4096, escala logarítmica; marcas en las potencias de dos).
El lienzo muestra las dos primeras coordenadas; las otras d − 2 están ocultas, N(0, 1).
Las teclas + y − duplican y reducen a la mitad d.</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>load a scene</source>
        <translation>cargar una escena</translation>
    </message>
    <message>
        <source>drag {label}</source>
        <translation>arrastrar {label}</translation>
    </message>
    <message>
        <source>move {label}</source>
        <translation>mover {label}</translation>
    </message>
    <message>
        <source>turn {label}</source>
        <translation>girar {label}</translation>
    </message>
    <message>
        <source>set d to {d}</source>
        <translation>poner d a {d}</translation>
    </message>
    <message>
        <source>re-roll the hidden coordinates</source>
        <translation>volver a sortear las coordenadas ocultas</translation>
    </message>
    <message>
        <source>kino shows at most {count} keys.</source>
        <translation>kino muestra como máximo {count} claves.</translation>
    </message>
    <message>
        <source>add key {label}</source>
        <translation>añadir la clave {label}</translation>
    </message>
    <message>
        <source>Attention needs at least one key.</source>
        <translation>La atención necesita al menos una clave.</translation>
    </message>
    <message>
        <source>delete key {label}</source>
        <translation>eliminar la clave {label}</translation>
    </message>
    <message>
        <source>rename and recolour key {label}</source>
        <translation>renombrar y cambiar el color de la clave {label}</translation>
    </message>
    <message>
        <source>rename key {old} to ‘{new}’</source>
        <translation>renombrar la clave {old} como «{new}»</translation>
    </message>
    <message>
        <source>recolour key {label}</source>
        <translation>cambiar el color de la clave {label}</translation>
    </message>
    <message>
        <source>Query {label} keeps its name: {error}</source>
        <translation>La consulta {label} conserva su nombre: {error}</translation>
    </message>
    <message>
        <source>rename query {old} to ‘{new}’</source>
        <translation>renombrar la consulta {old} como «{new}»</translation>
    </message>
    <message>
        <source>The title and caption stay as they were: {error}</source>
        <translation>El título y el pie se quedan como estaban: {error}</translation>
    </message>
    <message>
        <source>edit the title and caption</source>
        <translation>editar el título y el pie</translation>
    </message>
    <message>
        <source>kino shows at most {count} queries.</source>
        <translation>kino muestra como máximo {count} consultas.</translation>
    </message>
    <message>
        <source>add query {label}</source>
        <translation>añadir la consulta {label}</translation>
    </message>
    <message>
        <source>Attention needs a query: the last one stays.</source>
        <translation>La atención necesita una consulta: la última se queda.</translation>
    </message>
    <message>
        <source>delete query {label}</source>
        <translation>eliminar la consulta {label}</translation>
    </message>
</context>
<context>
    <name>ExactPositionDialog</name>
    <message>
        <source>Position of {name}</source>
        <translation>Posición de {name}</translation>
    </message>
    <message>
        <source>The canvas is [−{limit}, {limit}]²; points outside are clamped.</source>
        <translation>El lienzo es [−{limit}, {limit}]²; los puntos fuera se llevan al borde.</translation>
    </message>
    <message>
        <source>θ (degrees)</source>
        <translation>θ (grados)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>size: expected WIDTHxHEIGHT such as 1920x1080, found {text}</source>
        <translation>tamaño: se esperaba ANCHOxALTO como 1920x1080, se encontró {text}</translation>
    </message>
    <message>
        <source>size: expected each side in 200 … 8192 pixels, found {text}</source>
        <translation>tamaño: se esperaba cada lado entre 200 … 8192 píxeles, se encontró {text}</translation>
    </message>
    <message>
        <source>could not encode the picture as PNG</source>
        <translation>no se pudo codificar la imagen como PNG</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>no se puede escribir {path}: {error}</translation>
    </message>
    <message>
        <source>the {panel} panel does not fit in {size} at this UI scale: choose a larger size</source>
        <translation>el panel {panel} no cabe en {size} con esta escala de la interfaz: elija un tamaño mayor</translation>
    </message>
    <message>
        <source>export cancelled: nothing was written</source>
        <translation>exportación cancelada: no se ha escrito nada</translation>
    </message>
    <message>
        <source>mp4: expected an even width and height in pixels, found {w}x{h}</source>
        <translation>mp4: se esperaban un ancho y un alto pares en píxeles, se encontró {w}x{h}</translation>
    </message>
    <message>
        <source>expected a movie file ending in .mp4 or .gif, found {name}</source>
        <translation>se esperaba un archivo de vídeo terminado en .mp4 o .gif, se encontró {name}</translation>
    </message>
    <message>
        <source>a frame came out {w}x{h}, not {size}</source>
        <translation>un fotograma salió de {w}x{h}, no de {size}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>“{name}” has changes that are not saved.</source>
        <translation>«{name}» tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>The untitled scene has changes that are not saved.</source>
        <translation>La escena sin título tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>New untitled scene</source>
        <translation>Nueva escena sin título</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>kino snapshots (*.kino);;All files (*)</source>
        <translation>Escenas de kino (*.kino);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>kino files (*.kino *.kinodeck);;All files (*)</source>
        <translation>Archivos de kino (*.kino *.kinodeck);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Could not open the deck</source>
        <translation>No se pudieron abrir las diapositivas</translation>
    </message>
    <message>
        <source>lesson decks cannot be opened here</source>
        <translation>aquí no se pueden abrir diapositivas de lecciones</translation>
    </message>
    <message>
        <source>Could not open the file</source>
        <translation>No se pudo abrir el archivo</translation>
    </message>
    <message>
        <source>Opened with warnings: {warnings}</source>
        <translation>Abierto con advertencias: {warnings}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} abierto</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>No guardado</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} guardado</translation>
    </message>
    <message>
        <source>Presets unavailable: {error}</source>
        <translation>Plantillas no disponibles: {error}</translation>
    </message>
    <message>
        <source>Could not keep the working scene: {error}</source>
        <translation>No se pudo conservar la escena de trabajo: {error}</translation>
    </message>
    <message>
        <source>Working scene not kept</source>
        <translation>Escena de trabajo no guardada</translation>
    </message>
    <message>
        <source>Working scene not restored</source>
        <translation>Escena de trabajo no restaurada</translation>
    </message>
    <message>
        <source>The last working scene could not be restored: {error}. It is kept as {kept}.</source>
        <translation>No se pudo restaurar la última escena de trabajo: {error}. Se conserva como {kept}.</translation>
    </message>
    <message>
        <source>Could not load the preset</source>
        <translation>No se pudo cargar la plantilla</translation>
    </message>
    <message>
        <source>load preset ‘{title}’</source>
        <translation>cargar la plantilla «{title}»</translation>
    </message>
    <message>
        <source>Preset: {title}</source>
        <translation>Plantilla: {title}</translation>
    </message>
</context>
<context>
    <name>FormulaLine</name>
    <message>
        <source>without scaling: {formula}</source>
        <translation>sin escalar: {formula}</translation>
    </message>
    <message>
        <source>The lesson&apos;s formulas with this scene&apos;s numbers for the selected query:
scores q·k, the weights α = softmax(scores) (without scaling: this step
comes before the lesson divides by √d) and the output o = Σ α v.</source>
        <translation>Las fórmulas de la lección con los números de esta escena para la consulta seleccionada:
puntuaciones q·k, los pesos α = softmax(puntuaciones) (sin escalar: este paso
va antes de que la lección divida por √d) y la salida o = Σ α v.</translation>
    </message>
    <message>
        <source>The lesson&apos;s formulas with this scene&apos;s numbers for the selected query:
scores q·k, the weights α = softmax(scores / √d) and the output o = Σ α v.
The same with softmax(scores), without scaling, follows on each line.</source>
        <translation>Las fórmulas de la lección con los números de esta escena para la consulta seleccionada:
puntuaciones q·k, los pesos α = softmax(puntuaciones / √d) y la salida o = Σ α v.
Lo mismo con softmax(puntuaciones), sin escalar, sigue en cada línea.</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notas: {notes}</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <source>Key {label}</source>
        <translation>Clave {label}</translation>
    </message>
    <message>
        <source>The key&apos;s name: a letter or a word (up to 16 characters).</source>
        <translation>El nombre de la clave: una letra o una palabra (hasta 16 caracteres).</translation>
    </message>
    <message>
        <source>Okabe–Ito {name} {code} (colour-blind safe)</source>
        <translation>Okabe–Ito {name} {code} (distinguible con daltonismo)</translation>
    </message>
    <message>
        <source>Paul Tol {name} {code} (colour-blind safe)</source>
        <translation>Paul Tol {name} {code} (distinguible con daltonismo)</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Otro…</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Value (colour)</source>
        <translation>Valor (color)</translation>
    </message>
    <message>
        <source>Value colour</source>
        <translation>Color del valor</translation>
    </message>
    <message>
        <source>A key needs a label: type a letter or a word.</source>
        <translation>Una clave necesita una etiqueta: escriba una letra o una palabra.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Learn — what to look for</source>
        <translation>Aprender — en qué fijarse</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>without scaling</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>escalado por 1/√d</translation>
    </message>
    <message>
        <source>below 0.000000001</source>
        <translation>menos de 0,000000001</translation>
    </message>
    <message>
        <source>key {label}&apos;s value</source>
        <translation>valor de la clave {label}</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>The output is already the target colour: nothing to learn.</source>
        <translation>La salida ya es el color objetivo: no hay nada que aprender.</translation>
    </message>
    <message>
        <source>Without scaling the output is already the target colour: nothing to learn.</source>
        <translation>Sin escalar, la salida ya es el color objetivo: no hay nada que aprender.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the output is already the target colour: nothing to learn.</source>
        <translation>Escalada por 1/√d, la salida ya es el color objetivo: no hay nada que aprender.</translation>
    </message>
    <message>
        <source>The softmax is saturated: the loss&apos;s gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>La softmax está saturada: el gradiente de la pérdida respecto a (x, y) de la consulta es {gradient}; la consulta apenas aprende.</translation>
    </message>
    <message>
        <source>Without scaling the softmax is saturated: the loss&apos;s gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Sin escalar, la softmax está saturada: el gradiente de la pérdida respecto a (x, y) de la consulta es {gradient}; la consulta apenas aprende.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the softmax is saturated: the loss&apos;s gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Escalada por 1/√d, la softmax está saturada: el gradiente de la pérdida respecto a (x, y) de la consulta es {gradient}; la consulta apenas aprende.</translation>
    </message>
    <message>
        <source>The loss is flat here: its gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>La pérdida es plana aquí: su gradiente respecto a (x, y) de la consulta es {gradient}; la consulta apenas aprende.</translation>
    </message>
    <message>
        <source>Without scaling the loss is flat here: its gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Sin escalar, la pérdida es plana aquí: su gradiente respecto a (x, y) de la consulta es {gradient}; la consulta apenas aprende.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the loss is flat here: its gradient with respect to the query&apos;s (x, y) is {gradient}; the query hardly learns.</source>
        <translation>Escalada por 1/√d, la pérdida es plana aquí: su gradiente respecto a (x, y) de la consulta es {gradient}; la consulta apenas aprende.</translation>
    </message>
    <message>
        <source>The gradient is {gradient}: {label} can learn.</source>
        <translation>El gradiente es {gradient}: {label} puede aprender.</translation>
    </message>
    <message>
        <source>Without scaling the gradient is {gradient}: {label} can learn.</source>
        <translation>Sin escalar, el gradiente es {gradient}: {label} puede aprender.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the gradient is {gradient}: {label} can learn.</source>
        <translation>Escalado por 1/√d, el gradiente es {gradient}: {label} puede aprender.</translation>
    </message>
    <message>
        <source>The loss has risen by {percent}: the steps overshoot (try a smaller learning rate).</source>
        <translation>La pérdida ha subido un {percent}: los pasos se pasan (pruebe una tasa de aprendizaje menor).</translation>
    </message>
    <message>
        <source>Without scaling the loss has risen by {percent}: the steps overshoot (try a smaller learning rate).</source>
        <translation>Sin escalar, la pérdida ha subido un {percent}: los pasos se pasan (pruebe una tasa de aprendizaje menor).</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the loss has risen by {percent}: the steps overshoot (try a smaller learning rate).</source>
        <translation>Escalada por 1/√d, la pérdida ha subido un {percent}: los pasos se pasan (pruebe una tasa de aprendizaje menor).</translation>
    </message>
    <message>
        <source>The gradient is {gradient} and the loss has fallen by {percent}.</source>
        <translation>El gradiente es {gradient} y la pérdida ha bajado un {percent}.</translation>
    </message>
    <message>
        <source>Without scaling the gradient is {gradient} and the loss has fallen by {percent}.</source>
        <translation>Sin escalar, el gradiente es {gradient} y la pérdida ha bajado un {percent}.</translation>
    </message>
    <message>
        <source>Scaled by 1/√d the gradient is {gradient} and the loss has fallen by {percent}.</source>
        <translation>Escalado por 1/√d, el gradiente es {gradient} y la pérdida ha bajado un {percent}.</translation>
    </message>
    <message>
        <source>Target colour: click a key&apos;s value</source>
        <translation>Color objetivo: haga clic en el valor de una clave</translation>
    </message>
    <message>
        <source>Any colour…</source>
        <translation>Cualquier color…</translation>
    </message>
    <message>
        <source>Choose any target colour</source>
        <translation>Elegir cualquier color objetivo</translation>
    </message>
    <message>
        <source>Pick any colour as the target (a colour dialog)</source>
        <translation>Elegir cualquier color como objetivo (un diálogo de color)</translation>
    </message>
    <message>
        <source>Target colour</source>
        <translation>Color objetivo</translation>
    </message>
    <message>
        <source>Learn: run gradient descent</source>
        <translation>Aprender: ejecutar el descenso de gradiente</translation>
    </message>
    <message>
        <source>Run gradient descent on the query&apos;s two canvas coordinates, with and without
scaling, toward the target colour (press again to pause).
In a network W_Q and W_K would learn; the query stands in for them.</source>
        <translation>Ejecutar el descenso de gradiente sobre las dos coordenadas de la consulta en el lienzo,
con y sin escalar, hacia el color objetivo (pulse otra vez para pausar).
En una red aprenderían W_Q y W_K; la consulta los representa.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Un paso del descenso de gradiente</translation>
    </message>
    <message>
        <source>One step of gradient descent for both ghost queries</source>
        <translation>Un paso del descenso de gradiente para las dos consultas fantasma</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Reset: ghosts back to the query</source>
        <translation>Reiniciar: fantasmas de vuelta a la consulta</translation>
    </message>
    <message>
        <source>Put both ghost queries back where the query is</source>
        <translation>Devolver las dos consultas fantasma adonde está la consulta</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Accept the scaled ghost&apos;s position for the query</source>
        <translation>Aceptar la posición del fantasma escalado para la consulta</translation>
    </message>
    <message>
        <source>Move the query to where the scaled ghost (scaled dot-product attention) learnt
to be: one undo step (Ctrl+Z puts it back)</source>
        <translation>Mover la consulta adonde aprendió a estar el fantasma escalado (atención de producto escalar escalado):
un paso de deshacer (Ctrl+Z la devuelve)</translation>
    </message>
    <message>
        <source>Copy as code</source>
        <translation>Copiar como código</translation>
    </message>
    <message>
        <source>Copy this descent as Python code</source>
        <translation>Copiar este descenso como código Python</translation>
    </message>
    <message>
        <source>Copy NumPy code that runs this same descent (the loss, its gradient, the rate) to
the clipboard: paste it into the Code panel (F4), change the loss or the rate, Run.
Its path agrees with kino&apos;s to about 10⁻¹², not bit for bit.</source>
        <translation>Copiar al portapapeles código NumPy que ejecuta este mismo descenso (la pérdida, su gradiente,
la tasa): péguelo en el panel de código (F4), cambie la pérdida o la tasa y ejecútelo.
Su trayectoria coincide con la de kino hasta unos 10⁻¹², no bit a bit.</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>tasa de aprendizaje</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <source>How far each step goes along the gradient (default {rate}).
A step moves the query by rate × gradient, so a gradient of 0.00002 moves it
0.00004 per step at rate 2: nothing you can see.</source>
        <translation>Cuánto avanza cada paso a lo largo del gradiente (por defecto {rate}).
Un paso mueve la consulta tasa × gradiente, así que un gradiente de 0,00002 la mueve
0,00004 por paso con tasa 2: nada que se vea.</translation>
    </message>
    <message>
        <source>Legend of the plot</source>
        <translation>Leyenda del gráfico</translation>
    </message>
    <message>
        <source>What the query is learning</source>
        <translation>Lo que aprende la consulta</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>ghost</source>
        <translation>fantasma</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>escalado</translation>
    </message>
    <message>
        <source>Pick a target colour, then press Learn.</source>
        <translation>Elija un color objetivo y pulse Aprender.</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>‖gradient‖</source>
        <translation>‖gradiente‖</translation>
    </message>
    <message>
        <source>loss, without scaling</source>
        <translation>pérdida, sin escalar</translation>
    </message>
    <message>
        <source>loss, scaled by 1/√d</source>
        <translation>pérdida, escalada por 1/√d</translation>
    </message>
    <message>
        <source>‖gradient‖, without scaling</source>
        <translation>‖gradiente‖, sin escalar</translation>
    </message>
    <message>
        <source>‖gradient‖, scaled by 1/√d</source>
        <translation>‖gradiente‖, escalado por 1/√d</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>Target: key {label}&apos;s value {colour}</source>
        <translation>Objetivo: valor de la clave {label} {colour}</translation>
    </message>
    <message>
        <source>Make key {label}&apos;s value ({colour}) the target colour</source>
        <translation>Hacer del valor de la clave {label} ({colour}) el color objetivo</translation>
    </message>
    <message>
        <source>No target yet.</source>
        <translation>Aún no hay objetivo.</translation>
    </message>
    <message>
        <source>target: {name}</source>
        <translation>objetivo: {name}</translation>
    </message>
    <message>
        <source>target: {name} ({colour})</source>
        <translation>objetivo: {name} ({colour})</translation>
    </message>
    <message>
        <source>Pick a target colour first: click a key&apos;s value.</source>
        <translation>Elija primero un color objetivo: haga clic en el valor de una clave.</translation>
    </message>
    <message>
        <source>Copied the descent as Python: paste it into the Code panel (F4) and press Run. Change the loss (and its derivative) or the learning rate and run it again.</source>
        <translation>Descenso copiado como Python: péguelo en el panel de código (F4) y pulse Ejecutar. Cambie la pérdida (y su derivada) o la tasa de aprendizaje y ejecútelo de nuevo.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <source>Loss per step, as a percentage of the starting loss</source>
        <translation>Pérdida por paso, en porcentaje de la pérdida inicial</translation>
    </message>
    <message>
        <source>The loss ½‖o − target‖² per step, as a percentage of the loss at the start:
a flat line at 100% learnt nothing. Red: without scaling; blue: scaled by 1/√d.</source>
        <translation>La pérdida ½‖o − objetivo‖² por paso, en porcentaje de la pérdida al inicio:
una línea plana en el 100 % no aprendió nada. Rojo: sin escalar; azul: escalada por 1/√d.</translation>
    </message>
    <message>
        <source>Size of the gradient per step, log scale</source>
        <translation>Tamaño del gradiente por paso, escala logarítmica</translation>
    </message>
    <message>
        <source>The size of the loss&apos;s gradient with respect to the query&apos;s (x, y) per step.
Red: without scaling; blue: scaled by 1/√d. Log scale: 1e-6 is visibly nothing.</source>
        <translation>El tamaño del gradiente de la pérdida respecto a (x, y) de la consulta por paso.
Rojo: sin escalar; azul: escalado por 1/√d. Escala logarítmica: 1e-6 es visiblemente nada.</translation>
    </message>
    <message>
        <source>Press Learn: a ghost query descends toward {target}.</source>
        <translation>Pulse Aprender: una consulta fantasma desciende hacia {target}.</translation>
    </message>
    <message>
        <source>Press Learn: two ghost queries descend toward {target}, one without scaling, one scaled by 1/√d.</source>
        <translation>Pulse Aprender: dos consultas fantasma descienden hacia {target}, una sin escalar y otra escalada por 1/√d.</translation>
    </message>
    <message>
        <source>Step {step} of {count}. {sentences}</source>
        <translation>Paso {step} de {count}. {sentences}</translation>
    </message>
</context>
<context>
    <name>LectureController</name>
    <message>
        <source>kino lesson decks (*.kinodeck);;All files (*)</source>
        <translation>Diapositivas de kino (*.kinodeck);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Could not open the deck</source>
        <translation>No se pudieron abrir las diapositivas</translation>
    </message>
    <message numerus="yes">
        <source>Opened the deck {name}: %n steps; warnings: {warnings}</source>
        <translation>
            <numerusform>Diapositivas {name} abiertas: %n paso; advertencias: {warnings}</numerusform>
            <numerusform>Diapositivas {name} abiertas: %n pasos; advertencias: {warnings}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened the deck {name}: %n steps</source>
        <translation>
            <numerusform>Diapositivas {name} abiertas: %n paso</numerusform>
            <numerusform>Diapositivas {name} abiertas: %n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open the lesson</source>
        <translation>No se pudo abrir la lección</translation>
    </message>
    <message numerus="yes">
        <source>Lesson: {title} (%n steps)</source>
        <translation>
            <numerusform>Lección: {title} (%n paso)</numerusform>
            <numerusform>Lección: {title} (%n pasos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a lesson deck</source>
        <translation>Abrir diapositivas</translation>
    </message>
    <message>
        <source>Closed the deck without its unsaved steps</source>
        <translation>Se cerraron las diapositivas sin sus pasos no guardados</translation>
    </message>
    <message>
        <source>Unsaved deck</source>
        <translation>Diapositivas sin guardar</translation>
    </message>
    <message>
        <source>The lesson deck “{title}” has unsaved steps.</source>
        <translation>Las diapositivas «{title}» tienen pasos sin guardar.</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>Nueva lección</translation>
    </message>
    <message>
        <source>Started a new deck with this scene as step 1</source>
        <translation>Diapositivas nuevas con esta escena como paso 1</translation>
    </message>
    <message>
        <source>Added the scene as step {number}</source>
        <translation>Escena añadida como paso {number}</translation>
    </message>
    <message>
        <source>Step {number} now holds the scene on screen</source>
        <translation>El paso {number} contiene ahora la escena de la pantalla</translation>
    </message>
    <message>
        <source>Open or start a deck first (Lesson ▸ Add the scene as a step)</source>
        <translation>Abra o empiece primero unas diapositivas (Lección ▸ Añadir la escena como paso)</translation>
    </message>
    <message>
        <source>A deck keeps at least one step (Lesson ▸ Close deck)</source>
        <translation>Unas diapositivas conservan al menos un paso (Lección ▸ Cerrar diapositivas)</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>lección</translation>
    </message>
    <message>
        <source>Save deck as</source>
        <translation>Guardar diapositivas como</translation>
    </message>
    <message>
        <source>Could not save the deck</source>
        <translation>No se pudieron guardar las diapositivas</translation>
    </message>
    <message>
        <source>Saved the deck {name}</source>
        <translation>Diapositivas {name} guardadas</translation>
    </message>
    <message>
        <source>Open lesson: Attention</source>
        <translation>Abrir la lección: atención</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>Abrir diapositivas…</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Paso anterior</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Primer paso</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Último paso</translation>
    </message>
    <message>
        <source>Add the scene as a step</source>
        <translation>Añadir la escena como paso</translation>
    </message>
    <message>
        <source>Replace this step with the scene</source>
        <translation>Sustituir este paso por la escena</translation>
    </message>
    <message>
        <source>Edit title, caption and notes…</source>
        <translation>Editar título, pie y notas…</translation>
    </message>
    <message>
        <source>Move step earlier</source>
        <translation>Adelantar el paso</translation>
    </message>
    <message>
        <source>Move step later</source>
        <translation>Retrasar el paso</translation>
    </message>
    <message>
        <source>Delete step</source>
        <translation>Eliminar el paso</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Guardar diapositivas</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Guardar diapositivas como…</translation>
    </message>
    <message>
        <source>Close deck</source>
        <translation>Cerrar diapositivas</translation>
    </message>
    <message>
        <source>Reduce motion (no animated steps)</source>
        <translation>Reducir el movimiento (pasos sin animación)</translation>
    </message>
</context>
<context>
    <name>LeftOutLine</name>
    <message numerus="yes">
        <source>%n panels left out (V to choose)</source>
        <translation>
            <numerusform>%n panel omitido (V para elegir)</numerusform>
            <numerusform>%n paneles omitidos (V para elegir)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n panels hidden: no room</source>
        <translation>
            <numerusform>%n panel oculto: no cabe</numerusform>
            <numerusform>%n paneles ocultos: no caben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonLearn</name>
    <message>
        <source>Predict first: will the query move toward {target}? R reveals, and the run starts.</source>
        <translation>Primero prediga: ¿se moverá la consulta hacia {target}? R lo muestra y empieza la ejecución.</translation>
    </message>
    <message>
        <source>Predict first: will the query move toward the target? R reveals, and the run starts.</source>
        <translation>Primero prediga: ¿se moverá la consulta hacia el objetivo? R lo muestra y empieza la ejecución.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Showing the attention map (V hides it)</source>
        <translation>Se muestra el mapa de atención (V lo oculta)</translation>
    </message>
    <message>
        <source>Showing the attention map (View ▸ Attention map hides it)</source>
        <translation>Se muestra el mapa de atención (Ver ▸ Mapa de atención lo oculta)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Volver a sortear</translation>
    </message>
    <message>
        <source>Draw new hidden coordinates (change the seed). At d = 2 nothing changes:
there are no hidden coordinates.</source>
        <translation>Sortear nuevas coordenadas ocultas (cambiar la semilla). Con d = 2 no cambia nada:
no hay coordenadas ocultas.</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Añadir clave</translation>
    </message>
    <message>
        <source>Add a key (up to {count}); or double-click empty canvas.</source>
        <translation>Añadir una clave (hasta {count}); o hacer doble clic en una zona vacía del lienzo.</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>Añadir consulta</translation>
    </message>
    <message>
        <source>Add a query (up to {count}, labelled q1 … q{count}); or press Q, or Shift+double-click
empty canvas. Each query is one row of the attention map.</source>
        <translation>Añadir una consulta (hasta {count}, llamadas q1 … q{count}); o pulsar Q, o Mayús+doble clic
en una zona vacía del lienzo. Cada consulta es una fila del mapa de atención.</translation>
    </message>
    <message>
        <source>untitled ({title})</source>
        <translation>sin título ({title})</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>Delete key {label}</source>
        <translation>Eliminar la clave {label}</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
    <message>
        <source>Position of {label}…</source>
        <translation>Posición de {label}…</translation>
    </message>
    <message>
        <source>{scene} · deck “{deck}”</source>
        <translation>{scene} · diapositivas «{deck}»</translation>
    </message>
    <message>
        <source>Rename or recolour…</source>
        <translation>Renombrar o cambiar el color…</translation>
    </message>
    <message>
        <source>Delete query {label}</source>
        <translation>Eliminar la consulta {label}</translation>
    </message>
    <message>
        <source>&amp;About kino</source>
        <translation>&amp;Acerca de kino</translation>
    </message>
    <message>
        <source>Export movie or handout…</source>
        <translation>Exportar vídeo o folleto…</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Plantillas</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lección</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>(no hay archivos recientes)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vaciar la lista</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export picture</source>
        <translation>&amp;Exportar imagen</translation>
    </message>
    <message>
        <source>Whole view as PNG (1x)…</source>
        <translation>Vista completa como PNG (1x)…</translation>
    </message>
    <message>
        <source>Whole view as PNG (2x, for projectors)…</source>
        <translation>Vista completa como PNG (2x, para proyectores)…</translation>
    </message>
    <message>
        <source>Whole view at a chosen size…</source>
        <translation>Vista completa a un tamaño elegido…</translation>
    </message>
    <message>
        <source>Whole view as SVG…</source>
        <translation>Vista completa como SVG…</translation>
    </message>
    <message>
        <source>One panel as PNG (2x)</source>
        <translation>Un panel como PNG (2x)</translation>
    </message>
    <message>
        <source>&amp;Copy picture</source>
        <translation>&amp;Copiar imagen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Añadir clave</translation>
    </message>
    <message>
        <source>Add query</source>
        <translation>Añadir consulta</translation>
    </message>
    <message>
        <source>Position of the selected vector…</source>
        <translation>Posición del vector seleccionado…</translation>
    </message>
    <message>
        <source>Delete the selected vector</source>
        <translation>Eliminar el vector seleccionado</translation>
    </message>
    <message>
        <source>Re-roll hidden coordinates</source>
        <translation>Volver a sortear las coordenadas ocultas</translation>
    </message>
    <message>
        <source>Title and caption…</source>
        <translation>Título y pie…</translation>
    </message>
    <message>
        <source>Copy attention map as CSV</source>
        <translation>Copiar el mapa de atención como CSV</translation>
    </message>
    <message>
        <source>Show or hide the {panel} ({key})</source>
        <translation>Mostrar u ocultar {panel} ({key})</translation>
    </message>
    <message>
        <source>Scaled weights (÷ √d)</source>
        <translation>Pesos escalados (÷ √d)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Turning speed</source>
        <translation>Velocidad de giro</translation>
    </message>
</context>
<context>
    <name>Movie</name>
    <message>
        <source>Now, scaled by 1/√d: {weights}.</source>
        <translation>Ahora, escalado por 1/√d: {weights}.</translation>
    </message>
    <message>
        <source>Now: {weights}.</source>
        <translation>Ahora: {weights}.</translation>
    </message>
</context>
<context>
    <name>MovieExports</name>
    <message>
        <source>Open a lesson (File ▸ Open lesson) or replay a recording to export it</source>
        <translation>Abra una lección (Archivo ▸ Abrir lección) o reproduzca una grabación para exportarla</translation>
    </message>
    <message>
        <source>PDF handouts with the speaker&apos;s notes (*.pdf)</source>
        <translation>Folletos PDF con las notas del ponente (*.pdf)</translation>
    </message>
    <message>
        <source>MP4 videos (*.mp4);;GIF animations (*.gif)</source>
        <translation>Vídeos MP4 (*.mp4);;Animaciones GIF (*.gif)</translation>
    </message>
    <message>
        <source>MP4 videos (*.mp4);;GIF animations (*.gif);;PDF handouts (*.pdf)</source>
        <translation>Vídeos MP4 (*.mp4);;Animaciones GIF (*.gif);;Folletos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export movie or handout</source>
        <translation>Exportar vídeo o folleto</translation>
    </message>
    <message>
        <source>Exporting {name}…</source>
        <translation>Exportando {name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>a PDF handout is made from a lesson deck</source>
        <translation>un folleto PDF se hace a partir de una lección</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Exportación cancelada: no se ha escrito nada</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>No se pudo exportar</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} exportada</translation>
    </message>
</context>
<context>
    <name>OutputPanel</name>
    <message>
        <source>output</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>Output without scaling: o = Σ α_j v_j with α = softmax(q·k)
RGB {rgb} = {hex}</source>
        <translation>Salida sin escalar: o = Σ α_j v_j con α = softmax(q·k)
RGB {rgb} = {hex}</translation>
    </message>
    <message>
        <source>Output scaled by 1/√d: o = Σ α_j v_j with α = softmax(q·k / √d)
RGB {rgb} = {hex}</source>
        <translation>Salida escalada por 1/√d: o = Σ α_j v_j con α = softmax(q·k / √d)
RGB {rgb} = {hex}</translation>
    </message>
    <message>
        <source>Value of key {label}: RGB {rgb} = {hex}</source>
        <translation>Valor de la clave {label}: RGB {rgb} = {hex}</translation>
    </message>
    <message>
        <source>Output of {label} (its row of the attention map times V):
left half without scaling RGB {unscaled}, right half scaled by 1/√d RGB {scaled}.
Click to select {label}.</source>
        <translation>Salida de {label} (su fila del mapa de atención por V):
mitad izquierda sin escalar RGB {unscaled}, mitad derecha escalada por 1/√d RGB {scaled}.
Haga clic para seleccionar {label}.</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j,
with the weights without scaling.</source>
        <translation>La salida es la media ponderada de los valores (colores): o = Σ α_j v_j,
con los pesos sin escalar.</translation>
    </message>
    <message>
        <source>The output is the weighted average of the values (colours): o = Σ α_j v_j.
Left: with the unscaled weights; right: with the weights scaled by 1/√d.</source>
        <translation>La salida es la media ponderada de los valores (colores): o = Σ α_j v_j.
Izquierda: con los pesos sin escalar; derecha: con los pesos escalados por 1/√d.</translation>
    </message>
</context>
<context>
    <name>Overwrite</name>
    <message>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>“{name}” is not a regular file: kino does not write over it.</source>
        <translation>«{name}» no es un archivo normal: kino no escribe encima.</translation>
    </message>
    <message>
        <source>“{name}” is not a file kino wrote: kino does not write over it.</source>
        <translation>«{name}» no es un archivo escrito por kino: kino no escribe encima.</translation>
    </message>
    <message>
        <source>“{name}” is read-only: kino does not replace it.</source>
        <translation>«{name}» es de solo lectura: kino no lo reemplaza.</translation>
    </message>
    <message>
        <source>“{name}” has other names (hard links): saving would split them, so kino does not replace it.</source>
        <translation>«{name}» tiene otros nombres (enlaces duros): guardar los separaría, así que kino no lo reemplaza.</translation>
    </message>
    <message>
        <source>“{name}” was changed by another program since kino opened or saved it. Replace those changes?</source>
        <translation>Otro programa cambió «{name}» desde que kino lo abrió o guardó. ¿Reemplazar esos cambios?</translation>
    </message>
    <message>
        <source>Save over “{name}”?</source>
        <translation>¿Guardar encima de «{name}»?</translation>
    </message>
</context>
<context>
    <name>PanelArea</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>{panels} left out: no room at this size (V to choose, Ctrl+- makes room)</source>
        <translation>{panels}: omitido, no cabe a este tamaño (V para elegir, Ctrl+- hace sitio)</translation>
    </message>
    <message>
        <source>{panels} hidden: no room (enlarge the window or press Ctrl+-)</source>
        <translation>{panels}: oculto, no cabe (amplíe la ventana o pulse Ctrl+-)</translation>
    </message>
    <message>
        <source>{panels} left out (V to choose)</source>
        <translation>{panels}: omitido (V para elegir)</translation>
    </message>
    <message>
        <source>{panels} hidden: no room</source>
        <translation>{panels}: oculto, no cabe</translation>
    </message>
</context>
<context>
    <name>PanelPicker</name>
    <message>
        <source>Panel picker</source>
        <translation>Selector de paneles</translation>
    </message>
    <message>
        <source>Panels (Space shows or hides, Esc closes)</source>
        <translation>Paneles (Espacio muestra u oculta, Esc cierra)</translation>
    </message>
    <message>
        <source>Panel picker help</source>
        <translation>Ayuda del selector de paneles</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Paneles</translation>
    </message>
    <message>
        <source>Choose panels (presenting)</source>
        <translation>Elegir paneles (al presentar)</translation>
    </message>
    <message>
        <source>{panel}: shown</source>
        <translation>{panel}: visible</translation>
    </message>
    <message>
        <source>{panel}: hidden</source>
        <translation>{panel}: oculto</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Canvas</source>
        <translation>Lienzo</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>Attention map</source>
        <translation>Mapa de atención</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Readouts</source>
        <translation>Indicadores</translation>
    </message>
    <message>
        <source>Saturation</source>
        <translation>Saturación</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Fórmula</translation>
    </message>
    <message>
        <source>Code panel</source>
        <translation>Panel de código</translation>
    </message>
    <message>
        <source>Learn mode</source>
        <translation>Modo aprendizaje</translation>
    </message>
</context>
<context>
    <name>PictureExports</name>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Imágenes SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>Width x height in pixels:</source>
        <translation>Ancho x alto en píxeles:</translation>
    </message>
    <message>
        <source>Export at a size</source>
        <translation>Exportar a un tamaño</translation>
    </message>
    <message>
        <source>{error}
Width x height in pixels:</source>
        <translation>{error}
Ancho x alto en píxeles:</translation>
    </message>
    <message>
        <source>Exported {name} at {size}</source>
        <translation>{name} exportada a {size}</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} exportada</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>No se pudo exportar</translation>
    </message>
    <message>
        <source>Copied a picture of the view to the clipboard (2x)</source>
        <translation>Imagen de la vista copiada al portapapeles (2x)</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Larger text and lines</source>
        <translation>Texto y líneas más grandes</translation>
    </message>
    <message>
        <source>Smaller text and lines</source>
        <translation>Texto y líneas más pequeños</translation>
    </message>
    <message>
        <source>Default size</source>
        <translation>Tamaño predeterminado</translation>
    </message>
    <message>
        <source>Next theme</source>
        <translation>Tema siguiente</translation>
    </message>
</context>
<context>
    <name>PreferencesController</name>
    <message>
        <source>UI scale {percent}%</source>
        <translation>Escala de la interfaz {percent} %</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <source>Presentation mode</source>
        <translation>Modo presentación</translation>
    </message>
    <message>
        <source>Leave presentation</source>
        <translation>Salir de la presentación</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Blank the screen</source>
        <translation>Oscurecer la pantalla</translation>
    </message>
    <message>
        <source>Hide the answers (predict first)</source>
        <translation>Ocultar las respuestas (primero predecir)</translation>
    </message>
    <message>
        <source>Reveal the answers</source>
        <translation>Mostrar las respuestas</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presentar</translation>
    </message>
    <message>
        <source>Presentation mode (F5): full screen, menus hidden, large type.
Clicker: PageDown / PageUp step, B blanks, H hides the answers, R reveals,
P turns the query, Ctrl+= / Ctrl+- size, Esc leaves.</source>
        <translation>Modo presentación (F5): pantalla completa, sin menús, letra grande.
Presentador: AvPág / RePág avanzan, B oscurece, H oculta las respuestas, R las muestra,
P gira la consulta, Ctrl+= / Ctrl+- tamaño, Esc sale.</translation>
    </message>
</context>
<context>
    <name>PresenterController</name>
    <message>
        <source>Laser pointer</source>
        <translation>Puntero láser</translation>
    </message>
    <message>
        <source>Presenter view in a window (rehearsal, screen sharing)</source>
        <translation>Vista del presentador en una ventana (ensayo, compartir pantalla)</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>No notes for this step (Lesson ▸ Edit title, caption and notes… adds them).</source>
        <translation>Sin notas para este paso (Lección ▸ Editar título, pie y notas… las añade).</translation>
    </message>
    <message>
        <source>The room&apos;s view appears here</source>
        <translation>Aquí aparece lo que ve la sala</translation>
    </message>
    <message>
        <source>What the room sees right now (a live copy of the audience window)</source>
        <translation>Lo que ve la sala ahora mismo (una copia en directo de la ventana del público)</translation>
    </message>
    <message>
        <source>The next step, as the room will see it</source>
        <translation>El paso siguiente, tal como lo verá la sala</translation>
    </message>
    <message>
        <source>End of the deck</source>
        <translation>Fin de las diapositivas</translation>
    </message>
    <message>
        <source>No deck open</source>
        <translation>No hay diapositivas abiertas</translation>
    </message>
    <message>
        <source>kino — presenter view</source>
        <translation>kino — vista del presentador</translation>
    </message>
    <message>
        <source>Your canvas: the same scene as the room&apos;s. A drag here moves it there too;
with the laser pointer on (Ctrl+L) the room sees a red dot where your mouse is.</source>
        <translation>Su lienzo: la misma escena que la de la sala. Arrastrar aquí la mueve también allí;
con el puntero láser activado (Ctrl+L) la sala ve un punto rojo donde está su ratón.</translation>
    </message>
    <message>
        <source>Lecture</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>The step the room sees, and the number of steps</source>
        <translation>El paso que ve la sala y el número de pasos</translation>
    </message>
    <message>
        <source>Time since presenting began</source>
        <translation>Tiempo desde el inicio de la presentación</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Previous step (PageUp, Left)</source>
        <translation>Paso anterior (RePág, Izquierda)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Next step (PageDown, Right, Space)</source>
        <translation>Paso siguiente (AvPág, Derecha, Espacio)</translation>
    </message>
    <message>
        <source>The screen the room sees (the projector). kino remembers it for the next talk.</source>
        <translation>La pantalla que ve la sala (el proyector). kino la recuerda para la próxima charla.</translation>
    </message>
    <message>
        <source>Room&apos;s screen:</source>
        <translation>Pantalla de la sala:</translation>
    </message>
    <message>
        <source>In a window</source>
        <translation>En una ventana</translation>
    </message>
    <message>
        <source>The room&apos;s view in a window of its own on this screen, for a rehearsal or
to share just that window in a video call (Ctrl+F5; again to undo).</source>
        <translation>La vista de la sala en una ventana propia en esta pantalla, para un ensayo o
para compartir solo esa ventana en una videollamada (Ctrl+F5; otra vez para deshacer).</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Stop presenting (Esc)</source>
        <translation>Dejar de presentar (Esc)</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>En negro</translation>
    </message>
    <message>
        <source>Black screen for the room (B)</source>
        <translation>Pantalla negra para la sala (B)</translation>
    </message>
    <message>
        <source>Hide answers</source>
        <translation>Ocultar respuestas</translation>
    </message>
    <message>
        <source>Cover the panels so the room predicts first (H)</source>
        <translation>Tapar los paneles para que la sala prediga primero (H)</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Uncover the panels (R)</source>
        <translation>Destapar los paneles (R)</translation>
    </message>
    <message>
        <source>Turn query</source>
        <translation>Girar consulta</translation>
    </message>
    <message>
        <source>Turn the query about the origin (P)</source>
        <translation>Girar la consulta alrededor del origen (P)</translation>
    </message>
    <message>
        <source>Laser</source>
        <translation>Láser</translation>
    </message>
    <message>
        <source>A red dot on the room&apos;s canvas where your mouse is on yours (Ctrl+L)</source>
        <translation>Un punto rojo en el lienzo de la sala donde está su ratón en el suyo (Ctrl+L)</translation>
    </message>
    <message>
        <source>Ask the room</source>
        <translation>Preguntar a la sala</translation>
    </message>
    <message>
        <source>Open a question for the phones, or close it (A); R reveals the answers</source>
        <translation>Abrir una pregunta para los móviles o cerrarla (A); R revela las respuestas</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Grabar</translation>
    </message>
    <message>
        <source>Record the demo as a .kinorec file (Ctrl+R; again to stop)</source>
        <translation>Grabar la demostración como archivo .kinorec (Ctrl+R; otra vez para parar)</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Volver a sortear</translation>
    </message>
    <message>
        <source>New hidden coordinates (a new seed)</source>
        <translation>Nuevas coordenadas ocultas (una semilla nueva)</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Paneles</translation>
    </message>
    <message>
        <source>Show or hide the room&apos;s panels</source>
        <translation>Mostrar u ocultar los paneles de la sala</translation>
    </message>
    <message>
        <source>Your notes for this step: only you see them</source>
        <translation>Sus notas para este paso: solo usted las ve</translation>
    </message>
    <message>
        <source>The room sees</source>
        <translation>La sala ve</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>The room&apos;s answers</source>
        <translation>Respuestas de la sala</translation>
    </message>
    <message>
        <source>No deck</source>
        <translation>Sin diapositivas</translation>
    </message>
    <message>
        <source>Open a lesson (Lesson ▸ Open lesson) to see its notes here.</source>
        <translation>Abra una lección (Lección ▸ Abrir la lección) para ver aquí sus notas.</translation>
    </message>
    <message>
        <source>Step {counter}</source>
        <translation>Paso {counter}</translation>
    </message>
    <message>
        <source>Answer (held until R): {answer}</source>
        <translation>Respuesta (retenida hasta R): {answer}</translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>Paso {number}</translation>
    </message>
    <message>
        <source>(no title)</source>
        <translation>(sin título)</translation>
    </message>
</context>
<context>
    <name>QueryDialog</name>
    <message>
        <source>A query needs a label: type a letter or a word.</source>
        <translation>Una consulta necesita una etiqueta: escriba una letra o una palabra.</translation>
    </message>
    <message>
        <source>Rename query {label}</source>
        <translation>Renombrar la consulta {label}</translation>
    </message>
    <message>
        <source>The query&apos;s name: a letter or a word (up to {count} characters).
Each query is one row of the attention map.</source>
        <translation>El nombre de la consulta: una letra o una palabra (hasta {count} caracteres).
Cada consulta es una fila del mapa de atención.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <source>The step&apos;s question for the room</source>
        <translation>La pregunta de este paso para la sala</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>Ninguna pregunta</translation>
    </message>
    <message>
        <source>Which key wins (the keys as buttons)</source>
        <translation>Qué clave gana (las claves como botones)</translation>
    </message>
    <message>
        <source>The largest weight (a slider from 0 to 1)</source>
        <translation>El mayor peso (un deslizador de 0 a 1)</translation>
    </message>
    <message>
        <source>Where the query should be (a tap)</source>
        <translation>Dónde debería estar la consulta (un toque)</translation>
    </message>
    <message>
        <source>What the projector and the phones show</source>
        <translation>Lo que muestran el proyector y los móviles</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>escalados por 1/√d</translation>
    </message>
    <message>
        <source>For a point: the key that should win</source>
        <translation>Para un punto: la clave que debe ganar</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Wording</source>
        <translation>Enunciado</translation>
    </message>
    <message>
        <source>Weighting</source>
        <translation>Ponderación</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <source>Predict first, then R reveals</source>
        <translation>Primero prediga; luego R lo revela</translation>
    </message>
    <message>
        <source>Open or start a deck first (Lesson ▸ Add the scene as a step)</source>
        <translation>Abra o empiece primero unas diapositivas (Lección ▸ Añadir la escena como paso)</translation>
    </message>
</context>
<context>
    <name>ReadoutsPanel</name>
    <message>
        <source>largest weight</source>
        <translation>peso máximo</translation>
    </message>
    <message>
        <source>The biggest weight max_j α_j. Near 1 means softmax picked one key (a hard lookup).</source>
        <translation>El peso máximo max_j α_j. Cerca de 1 significa que softmax eligió una clave (una búsqueda dura).</translation>
    </message>
    <message>
        <source>spread (entropy)</source>
        <translation>dispersión (entropía)</translation>
    </message>
    <message>
        <source>Entropy H = −Σ α_j log α_j in nats, and as a % of log n (100% = all keys equal).</source>
        <translation>Entropía H = −Σ α_j log α_j en nats, y como % de log n (100% = todas las claves iguales).</translation>
    </message>
    <message>
        <source>effective keys</source>
        <translation>claves efectivas</translation>
    </message>
    <message>
        <source>exp(entropy) = exp(H): how many keys the weights are really spread over
(1 = one key, n = all equally).</source>
        <translation>exp(entropía) = exp(H): entre cuántas claves se reparten realmente los pesos
(1 = una clave, n = todas por igual).</translation>
    </message>
    <message>
        <source>gradient signal</source>
        <translation>señal de gradiente</translation>
    </message>
    <message>
        <source>‖diag(α) − ααᵀ‖_F: the size of the Jacobian of softmax with respect to its input
(the scores; for the scaled column, the scores divided by √d). It says how much the
weights can still move when the scores change: largest, 0.5, for a 50/50 split
between two keys; near 0 when softmax is saturated: then the queries and keys get
almost no gradient through it (the values still do).</source>
        <translation>‖diag(α) − ααᵀ‖_F: el tamaño del jacobiano de softmax respecto a su entrada
(las puntuaciones; en la columna escalada, las puntuaciones divididas por √d). Indica cuánto pueden
moverse aún los pesos cuando cambian las puntuaciones: lo máximo, 0,5, con un reparto 50/50
entre dos claves; cerca de 0 cuando softmax está saturada: entonces las consultas y las claves
apenas reciben gradiente a través de ella (los valores sí).</translation>
    </message>
    <message>
        <source>{value} of {count}</source>
        <translation>{value} de {count}</translation>
    </message>
    <message>
        <source>Readouts of the selected query&apos;s weights, for both weightings.</source>
        <translation>Indicadores de los pesos de la consulta seleccionada, para ambas ponderaciones.</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>kino recordings (*.kinorec);;All files (*)</source>
        <translation>Grabaciones de kino (*.kinorec);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Record a demo</source>
        <translation>Grabar una demostración</translation>
    </message>
    <message>
        <source>Recording: press {key} again to stop and save</source>
        <translation>Grabando: pulse {key} otra vez para parar y guardar</translation>
    </message>
    <message>
        <source>Save the recording</source>
        <translation>Guardar la grabación</translation>
    </message>
    <message>
        <source>Could not save the recording</source>
        <translation>No se pudo guardar la grabación</translation>
    </message>
    <message>
        <source>Saved the recording {name} ({seconds} s)</source>
        <translation>Grabación {name} guardada ({seconds} s)</translation>
    </message>
    <message>
        <source>Replay a recording…</source>
        <translation>Reproducir una grabación…</translation>
    </message>
    <message>
        <source>Replay a recording</source>
        <translation>Reproducir una grabación</translation>
    </message>
    <message>
        <source>Could not open the recording</source>
        <translation>No se pudo abrir la grabación</translation>
    </message>
    <message>
        <source>replay a recording</source>
        <translation>reproducir una grabación</translation>
    </message>
</context>
<context>
    <name>ReplaceGuard</name>
    <message>
        <source>Save the deck before you start a new scene?</source>
        <translation>¿Guardar las diapositivas antes de empezar una escena nueva?</translation>
    </message>
    <message>
        <source>Save the deck before you open another file?</source>
        <translation>¿Guardar las diapositivas antes de abrir otro archivo?</translation>
    </message>
    <message>
        <source>Save the deck before you load a preset?</source>
        <translation>¿Guardar las diapositivas antes de cargar una plantilla?</translation>
    </message>
    <message>
        <source>Save the deck before you open a lesson deck?</source>
        <translation>¿Guardar las diapositivas antes de abrir otras diapositivas?</translation>
    </message>
    <message>
        <source>Save the deck before you open the lesson?</source>
        <translation>¿Guardar las diapositivas antes de abrir la lección?</translation>
    </message>
    <message>
        <source>Save the deck before you close it?</source>
        <translation>¿Guardar las diapositivas antes de cerrarlas?</translation>
    </message>
    <message>
        <source>Save the deck before you close kino?</source>
        <translation>¿Guardar las diapositivas antes de cerrar kino?</translation>
    </message>
    <message>
        <source>Save the deck first?</source>
        <translation>¿Guardar primero las diapositivas?</translation>
    </message>
    <message>
        <source>Save them before you start a new scene?</source>
        <translation>¿Guardarlos antes de empezar una escena nueva?</translation>
    </message>
    <message>
        <source>Save them before you open another file?</source>
        <translation>¿Guardarlos antes de abrir otro archivo?</translation>
    </message>
    <message>
        <source>Save them before you load a preset?</source>
        <translation>¿Guardarlos antes de cargar una plantilla?</translation>
    </message>
    <message>
        <source>Save them before you open a lesson deck?</source>
        <translation>¿Guardarlos antes de abrir unas diapositivas?</translation>
    </message>
    <message>
        <source>Save them before you open the lesson?</source>
        <translation>¿Guardarlos antes de abrir la lección?</translation>
    </message>
    <message>
        <source>Save them before you close the deck?</source>
        <translation>¿Guardarlos antes de cerrar las diapositivas?</translation>
    </message>
    <message>
        <source>Save them before you close kino?</source>
        <translation>¿Guardarlos antes de cerrar kino?</translation>
    </message>
    <message>
        <source>Save them first?</source>
        <translation>¿Guardarlos primero?</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Stop replaying: the scene on screen stays (Ctrl+Z undoes it)</source>
        <translation>Dejar de reproducir: la escena en pantalla se queda (Ctrl+Z lo deshace)</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <source>Seek</source>
        <translation>Buscar posición</translation>
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
            <numerusform>%n respuesta, {right} % correctas</numerusform>
            <numerusform>%n respuestas, {right} % correctas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoomPanel</name>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
    <message>
        <source>No question open: A asks the room about this step.</source>
        <translation>Ninguna pregunta abierta: A pregunta a la sala sobre este paso.</translation>
    </message>
    <message>
        <source>{number}. {wording}: {answers}, {right}% right</source>
        <translation>{number}. {wording}: {answers}, {right} % correctas</translation>
    </message>
</context>
<context>
    <name>SaturationPlot</name>
    <message>
        <source>saturation: expected largest weight vs d</source>
        <translation>saturación: peso máximo esperado según d</translation>
    </message>
    <message>
        <source>saturation vs d</source>
        <translation>saturación según d</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>escalados por 1/√d</translation>
    </message>
    <message>
        <source>scaled</source>
        <translation>escalados</translation>
    </message>
    <message>
        <source>The curves: the largest weight averaged over random queries and keys (this many
keys) with N(0, 1) entries, against d (Monte Carlo, 4,000 trials per d). Without
scaling the largest weight climbs to 1 (saturation); scaled by 1/√d it rises by at most 0.04,
most of that below d = 16.
The dots: this scene&apos;s own largest weights at its d (its vectors, not an average).</source>
        <translation>Las curvas: el peso máximo promediado sobre consultas y claves aleatorias (tantas
claves como aquí) con entradas N(0, 1), según d (Monte Carlo, 4.000 pruebas por d). Sin
escalar, el peso máximo sube hasta 1 (saturación); escalado por 1/√d sube como mucho 0,04,
y casi todo por debajo de d = 16.
Los puntos: los pesos máximos de esta escena en su d (sus vectores, no un promedio).</translation>
    </message>
</context>
<context>
    <name>SceneTextDialog</name>
    <message>
        <source>Title and caption</source>
        <translation>Título y pie</translation>
    </message>
    <message>
        <source>The scene&apos;s title (up to {count} characters).</source>
        <translation>El título de la escena (hasta {count} caracteres).</translation>
    </message>
    <message>
        <source>A sentence or two under the title (up to {count} characters).</source>
        <translation>Una o dos frases bajo el título (hasta {count} caracteres).</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Pie</translation>
    </message>
    <message>
        <source>The caption has {count} characters; kino keeps at most {limit}.</source>
        <translation>El pie tiene {count} caracteres; kino conserva como máximo {limit}.</translation>
    </message>
</context>
<context>
    <name>ScoresTable</name>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>canvas part</source>
        <translation>parte del lienzo</translation>
    </message>
    <message>
        <source>hidden part</source>
        <translation>parte oculta</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>puntuación q·k</translation>
    </message>
    <message>
        <source>canvas share</source>
        <translation>cuota del lienzo</translation>
    </message>
    <message>
        <source>score {label}·k</source>
        <translation>puntuación {label}·k</translation>
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
        <translation>Puntuaciones: el producto escalar q·k para cada clave.
parte del lienzo = q_x k_x + q_y k_y (lo que se ve en el lienzo);
parte oculta = el producto escalar de las otras d − 2 coordenadas (sorteadas una vez de
N(0, 1)). Con d = 2 no hay parte oculta; al crecer d se dispersa como √(d − 2).
cuota del lienzo = |parte del lienzo| / (|parte del lienzo| + |parte oculta|): la cuota del lienzo
en el tamaño de las dos partes (pueden tener signos opuestos, así que no es una cuota de la
puntuación). 100 % con d = 2; con d = 512 suele ser pequeña, así que girar la consulta apenas
cambia los pesos.
Con varias consultas, las filas son las de la consulta seleccionada (nombrada en la última columna).</translation>
    </message>
    <message>
        <source>… {count} more keys: enlarge the window or hide a panel (View menu)</source>
        <translation>… {count} claves más: amplíe la ventana u oculte un panel (menú Ver)</translation>
    </message>
</context>
<context>
    <name>Series</name>
    <message>
        <source>without scaling</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>scaled by 1/√d</source>
        <translation>escalados por 1/√d</translation>
    </message>
    <message>
        <source>weights, without scaling</source>
        <translation>pesos, sin escalar</translation>
    </message>
    <message>
        <source>weights, scaled by 1/√d</source>
        <translation>pesos, escalados por 1/√d</translation>
    </message>
    <message>
        <source>output, without scaling</source>
        <translation>salida, sin escalar</translation>
    </message>
    <message>
        <source>output, scaled by 1/√d</source>
        <translation>salida, escalada por 1/√d</translation>
    </message>
</context>
<context>
    <name>ShortcutsWindow</name>
    <message>
        <source>Canvas and scene</source>
        <translation>Lienzo y escena</translation>
    </message>
    <message>
        <source>Files and presets</source>
        <translation>Archivos y escenas predefinidas</translation>
    </message>
    <message>
        <source>Lecture and presenting</source>
        <translation>Clase y presentación</translation>
    </message>
    <message>
        <source>Code panel</source>
        <translation>Panel de código</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ver</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <source>Select the next / previous vector</source>
        <translation>Seleccionar el vector siguiente / anterior</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Mayús+Tab</translation>
    </message>
    <message>
        <source>Move the selected vector by 0.1</source>
        <translation>Mover el vector seleccionado 0,1</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>Move the selected vector by 0.01</source>
        <translation>Mover el vector seleccionado 0,01</translation>
    </message>
    <message>
        <source>Shift+Arrow keys</source>
        <translation>Mayús+Flechas</translation>
    </message>
    <message>
        <source>Type exact coordinates for the selected vector</source>
        <translation>Escribir coordenadas exactas del vector seleccionado</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Delete the selected vector</source>
        <translation>Borrar el vector seleccionado</translation>
    </message>
    <message>
        <source>Delete, Backspace</source>
        <translation>Supr, Retroceso</translation>
    </message>
    <message>
        <source>Stop the running code (in the editor)</source>
        <translation>Detener el código en ejecución (en el editor)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Turn the query 5° clockwise</source>
        <translation>Girar la consulta 5° en sentido horario</translation>
    </message>
    <message>
        <source>Turn the query 5° anticlockwise</source>
        <translation>Girar la consulta 5° en sentido antihorario</translation>
    </message>
    <message>
        <source>Double d</source>
        <translation>Duplicar d</translation>
    </message>
    <message>
        <source>Halve d</source>
        <translation>Dividir d entre dos</translation>
    </message>
    <message>
        <source>Run the code</source>
        <translation>Ejecutar el código</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Search: what it does or a key</source>
        <translation>Buscar: qué hace o una tecla</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>Buscar atajos</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message numerus="yes">
        <source>%n shortcuts shown</source>
        <translation>
            <numerusform>%n atajo mostrado</numerusform>
            <numerusform>%n atajos mostrados</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>kino shows one scene at a time: opened {name}, not {others}</source>
        <translation>kino muestra una escena a la vez: se abrió {name}, no {others}</translation>
    </message>
</context>
<context>
    <name>TurningController</name>
    <message>
        <source>Play / pause: turn the query</source>
        <translation>Reproducir / pausa: girar la consulta</translation>
    </message>
    <message>
        <source>{speed}° per second</source>
        <translation>{speed}° por segundo</translation>
    </message>
    <message>
        <source>{label} is at the origin: there is nothing to turn</source>
        <translation>{label} está en el origen: no hay nada que girar</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <source>Undo {step}</source>
        <translation>Deshacer: {step}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo {step}</source>
        <translation>Rehacer: {step}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
</context>
<context>
    <name>Veil</name>
    <message>
        <source>Hidden so the room can predict first: R reveals it</source>
        <translation>Oculto para que la sala prediga primero: R lo muestra</translation>
    </message>
</context>
<context>
    <name>WeightsChart</name>
    <message>
        <source>unscaled</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>α = softmax(q·k) — the weight on each key, without scaling.
Bars sum to 1. In high d the scores spread like √d and one bar takes nearly everything.</source>
        <translation>α = softmax(q·k) — el peso de cada clave, sin escalar.
Las barras suman 1. Con d grande las puntuaciones se dispersan como √d y una barra se lo lleva casi todo.</translation>
    </message>
    <message>
        <source>α = softmax(q·k / √d) — the weight on each key with the lesson&apos;s scaling.
Dividing by √d brings the scores&apos; variance back to about 1, so softmax stays soft.</source>
        <translation>α = softmax(q·k / √d) — el peso de cada clave con el escalado de la lección.
Dividir por √d devuelve la varianza de las puntuaciones a cerca de 1, así softmax sigue siendo suave.</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
</context>
</TS>
