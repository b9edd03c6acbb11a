//! The report sheet's words (the printable page of one game), besides those
//! it shares with the app's report screen (`text`) and the charts (`chart`).

use super::text::Lang;

phrases! {S, "A report sheet's words.";
    Title: "Friedrich game report", "Friedrich-Spielbericht", "Informe de partida de Friedrich";
    TableNo: "table {table}", "Tisch {table}", "mesa {table}";
    Ended: "Ended", "Beendet", "Terminada";
    StillPlaying: "still playing", "läuft noch", "aún en juego";
    Turns: "Turns", "Züge", "Turnos";
    Players: "Players", "Spieler", "Jugadores";
    Events: "Cards of Fate and events", "Schicksalskarten und Ereignisse", "Cartas del Destino y sucesos";
    Event: "Event", "Ereignis", "Suceso";
    FateCard: "Card of Fate", "Schicksalskarte", "Carta del Destino";
    ByCard: "by {card}", "durch {card}", "por {card}";
    OutOfGame: "{nation} out of the game ({how}){held}", "{nation} ausgeschieden ({how}){held}", "{nation} fuera de la partida ({how}){held}";
    ImperialPasses: "Imperial Army passes from {from} to {to}{held}", "Die Reichsarmee geht von {from} an {to}{held}", "El Ejército Imperial pasa de {from} a {to}{held}";
    Held: ", held {held} of {total} objectives", ", hielt {held} von {total} Zielen", ", con {held} de {total} objetivos";
    NoEvents: "no events", "keine Ereignisse", "ningún evento";
    Warning: "Warning", "Warnung", "Aviso";
    TimeUsed: "Time used", "Verbrauchte Zeit", "Tiempo usado";
    ClocksLeft: "Left on the chess clocks: Frederick {frederick}, attackers {attackers}.", "Übrig auf den Schachuhren: Friedrich {frederick}, Angreifer {attackers}.", "Restante en los relojes de ajedrez: Federico {frederick}, atacantes {attackers}.";
    NoScores: "No scores: {why}.", "Keine Wertung: {why}.", "Sin puntuación: {why}.";
    NoResult: "the jury has not entered the result yet", "die Jury hat das Ergebnis noch nicht eingetragen", "el jurado aún no ha introducido el resultado";
    Scoring: "Scoring", "Wertung", "Puntuación";
    Player: "Role, player", "Rolle, Spieler", "Jugador";
    Score: "Score", "Punkte", "Puntos";
    How: "How", "Rechnung", "Cálculo";
}
