//! What each kind of page is, in a line for its `<meta name="description">`
//! (search engines, a link's preview, a bookmark's note), in English,
//! German and Spanish. The page frame (`page_frame`) writes it in the head.

use super::text::Lang;

phrases! {
    D, "A page's description, one line in its head.";
    Jury: "The jury's page of a Friedrich tournament: players, draw, results, standings and the final", "Die Seite der Jury eines Friedrich-Turniers: Spieler, Auslosung, Ergebnisse, Rangliste und Finale", "La página del jurado de un torneo de Friedrich: jugadores, sorteo, resultados, clasificación y final";
    Public: "The standings of a Friedrich tournament, updated as the jury confirms each result", "Die Rangliste eines Friedrich-Turniers, aktualisiert mit jedem Ergebnis, das die Jury bestätigt", "La clasificación de un torneo de Friedrich, actualizada con cada resultado que confirma el jurado";
    Players: "Every player of a Friedrich tournament and their table in the round being played", "Alle Spieler eines Friedrich-Turniers und ihr Tisch in der laufenden Runde", "Todos los jugadores de un torneo de Friedrich y su mesa en la ronda en juego";
    Player: "A player's games, results and rank in a Friedrich tournament, updated live", "Partien, Ergebnisse und Platz eines Spielers in einem Friedrich-Turnier, laufend aktualisiert", "Las partidas, resultados y puesto de un jugador en un torneo de Friedrich, al momento";
    Projector: "The round's tables and the standings, one screen after the other, for the hall's projector", "Die Tische der Runde und die Rangliste, ein Bild nach dem anderen, für den Projektor im Saal", "Las mesas de la ronda y la clasificación, una pantalla tras otra, para el proyector de la sala";
    SignIn: "The jury signs in with the tournament key to open its pages", "Die Jury meldet sich mit dem Turnierschlüssel an, um ihre Seiten zu öffnen", "El jurado entra con la clave del torneo para abrir sus páginas";
    Trust: "How a tablet trusts the hall's own certificate authority to run the clock over HTTPS", "Wie ein Tablet der eigenen Zertifizierungsstelle der Turnierleitung vertraut, um die Uhr über HTTPS zu betreiben", "Cómo una tableta confía en la autoridad de certificación propia de la sala para usar el reloj por HTTPS";
    Hall: "Every table's chess clock live, its calls for the jury and its game log", "Die Schachuhr jedes Tisches live, seine Rufe nach der Jury und sein Partieprotokoll", "El reloj de ajedrez de cada mesa en directo, sus llamadas al jurado y su registro de partida";
    Printout: "A printout of a Friedrich tournament, laid out for A4 paper", "Ein Ausdruck eines Friedrich-Turniers, für A4-Papier gesetzt", "Una hoja impresa de un torneo de Friedrich, maquetada para papel A4";
    Report: "The report sheet of one game of Friedrich: its players, events, time used and scores", "Der Spielbericht einer Partie Friedrich: Spieler, Ereignisse, verbrauchte Zeit und Wertung", "El informe de una partida de Friedrich: sus jugadores, sucesos, tiempo usado y puntuaciones";
    Site: "A Friedrich tournament's draw, results, standings and players, published by the jury", "Auslosung, Ergebnisse, Rangliste und Spieler eines Friedrich-Turniers, von der Jury veröffentlicht", "El sorteo, los resultados, la clasificación y los jugadores de un torneo de Friedrich, publicados por el jurado";
}
