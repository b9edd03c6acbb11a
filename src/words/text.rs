//! Everything the app says, in English, German and Spanish.

pub use crate::lang::Lang;

use crate::engine::{Nation, Preset, Role, Side, StopReason};
use crate::shipping::DrawRefused;
use crate::wire::GameRef;

phrases! {
    T, "A phrase of the interface.";
    Setup: "Game setup", "Partie einrichten", "Preparar partida";
    Table: "Table", "Tisch", "Mesa";
    Ruleset: "Ruleset", "Regelwerk", "Reglamento";
    RulesetFile: "Ruleset file", "Regeldatei", "Archivo de reglamento";
    Load: "Load", "Laden", "Cargar";
    Language: "Language", "Sprache", "Idioma";
    Sound: "Sound", "Ton", "Sonido";
    Voice: "Voice", "Stimme", "Voz";
    Beeps: "Beeps", "Pieptöne", "Pitidos";
    Off: "Off", "Aus", "Apagado";
    Volume: "Volume", "Lautstärke", "Volumen";
    Outage: "Outage", "Ausfall", "Interrupción";
    RecoveryTitle: "Unfinished game found", "Unbeendete Partie gefunden", "Partida sin terminar encontrada";
    UnfinishedUnreadable: "An unfinished game could not be read", "Eine unbeendete Partie ist nicht lesbar", "No se pudo leer una partida sin terminar";
    RecoveryStopped: "The app stopped at", "Die App hielt an um", "La aplicación se detuvo a las";
    RecoveryGameTime: "game time", "Spielzeit", "tiempo de juego";
    RecoveryRunning: "Running then", "Lief damals", "En marcha entonces";
    RecoveryNothing: "nothing was running", "nichts lief", "no corría nada";
    RecoveryFromJournal: "No heartbeat was saved: the outage is counted from the last tap in the journal, so it lasted at most this long", "Kein Lebenszeichen gespeichert: der Ausfall zählt ab dem letzten Tipp im Journal und dauerte höchstens so lange", "No se guardó ninguna señal de vida: la interrupción se cuenta desde el último toque del diario y duró como mucho esto";
    RecoveryUnknown: "unknown (the wall clock went back)", "unbekannt (die Uhrzeit ging zurück)", "desconocida (el reloj retrocedió)";
    ChargeTo: "Charge the outage to", "Ausfall anrechnen:", "Cargar la interrupción a";
    DontCharge: "Don't charge it", "Nicht anrechnen", "No cargarla";
    ResumeStopped: "Resume the game (clocks stopped)", "Partie fortsetzen (Uhren gestoppt)", "Reanudar la partida (relojes parados)";
    DiscardRecovery: "Leave it and set up a new game", "Liegen lassen, neue Partie", "Dejarla y preparar otra partida";
    History: "Past games", "Frühere Partien", "Partidas anteriores";
    Back: "Back", "Zurück", "Volver";
    Open: "Open", "Öffnen", "Abrir";
    ReadOnly: "read only", "nur lesen", "solo lectura";
    VoiceLanguage: "Voice language", "Sprache der Ansagen", "Idioma de la voz";
    TestSound: "Test sound", "Ton testen", "Probar sonido";
    HallNotShipping: "not shipping to the hall", "keine Übertragung an die Turnierleitung", "sin envío a la sala";
    HallRow: "Tournament hall", "Turnierleitung", "Sala del torneo";
    HallAddressHint: "laptop:8080 (empty: none)", "Laptop:8080 (leer: keine)", "portátil:8080 (vacío: ninguna)";
    HallKey: "key", "Schlüssel", "clave";
    HallOnline: "hall: online", "Turnierleitung: verbunden", "sala: conectada";
    ContinueFromHall: "Continue this table from the hall", "Diesen Tisch von der Turnierleitung übernehmen", "Continuar esta mesa desde la sala";
    HallOffline: "hall: offline", "Turnierleitung: offline", "sala: sin conexión";
    NewHallAddress: "New hall address…", "Neue Adresse der Turnierleitung…", "Nueva dirección de la sala…";
    NewHallQuestion: "The hall has not answered for a minute at {address}. If the jury runs it at a new address now, type that address here: the game goes on and ships everything there.", "Die Turnierleitung antwortet seit einer Minute nicht unter {address}. Läuft sie jetzt unter einer neuen Adresse, hier eingeben: die Partie geht weiter und überträgt alles dorthin.", "La sala lleva un minuto sin responder en {address}. Si el jurado la tiene ahora en otra dirección, escríbala aquí: la partida sigue y envía todo allí.";
    ShipThere: "Ship there", "Dorthin übertragen", "Enviar allí";
    HallAddressEmpty: "Type the hall's address (laptop:8080)", "Adresse der Turnierleitung eingeben (Laptop:8080)", "Escriba la dirección de la sala (portátil:8080)";
    HallMoved: "hall: this game has moved to another device", "Turnierleitung: diese Partie läuft jetzt auf einem anderen Gerät", "sala: esta partida se ha trasladado a otro dispositivo";
    HallRefused: "hall refuses this table", "Turnierleitung lehnt diesen Tisch ab", "la sala rechaza esta mesa";
    NoSound: "NO SOUND — no audio device", "KEIN TON — kein Audiogerät", "SIN SONIDO — no hay dispositivo de audio";
    SwapSides: "Swap sides (seating)", "Seiten tauschen (Sitzordnung)", "Intercambiar lados (asientos)";
    Fullscreen: "Fullscreen", "Vollbild", "Pantalla completa";
    NoWakeLock: "cannot keep the screen awake: set the screen timeout to Never", "kann den Bildschirm nicht wach halten: Bildschirm-Timeout auf Nie stellen", "no puede mantener la pantalla encendida: ponga el apagado de pantalla en Nunca";
    ThisPage: "This page", "Diese Seite", "Esta página";
    PageOffline: "starts without the network (offline copy ready)", "startet auch ohne Netz (Offline-Kopie bereit)", "arranca también sin red (copia sin conexión lista)";
    PageNeedsNetwork: "needs the network to start (no offline copy yet: reload once)", "braucht zum Start das Netz (noch keine Offline-Kopie: einmal neu laden)", "necesita la red para arrancar (aún sin copia sin conexión: recargue una vez)";
    PageAwake: "keeps the screen awake while a game runs", "hält den Bildschirm wach, solange eine Partie läuft", "mantiene la pantalla encendida durante la partida";
    PageStorageKept: "its games are kept: the browser will not clear them to make room", "ihre Partien bleiben: der Browser löscht sie nicht, um Platz zu schaffen", "sus partidas se conservan: el navegador no las borrará para hacer sitio";
    PageStorageAsking: "asking the browser to keep its games", "bittet den Browser, ihre Partien zu behalten", "pidiendo al navegador que conserve sus partidas";
    PageStorageMayClear: "the browser may clear its games when space runs low: export finished games", "der Browser darf ihre Partien bei Platzmangel löschen: beendete Partien exportieren", "el navegador puede borrar sus partidas si falta espacio: exporte las partidas terminadas";
    PagePlainHttp: "Plain HTTP: this page needs the network to start, cannot keep the screen awake (set the screen timeout to Never) and the browser may clear its games when space runs low. The hall's https:// address gives all three.", "Einfaches HTTP: diese Seite braucht zum Start das Netz, kann den Bildschirm nicht wach halten (Bildschirm-Timeout auf Nie stellen) und der Browser darf ihre Partien bei Platzmangel löschen. Die https://-Adresse der Turnierleitung gibt alle drei.", "HTTP simple: esta página necesita la red para arrancar, no puede mantener la pantalla encendida (ponga el apagado de pantalla en Nunca) y el navegador puede borrar sus partidas si falta espacio. La dirección https:// de la sala da las tres cosas.";
    SavedInBrowser: "Games are saved in this browser", "Partien werden in diesem Browser gespeichert", "Las partidas se guardan en este navegador";
    StartGame: "Start game", "Partie beginnen", "Empezar partida";
    DataDir: "Games are saved in", "Partien werden gespeichert in", "Las partidas se guardan en";
    BetweenTurns: "Between turns", "Zwischen den Zügen", "Entre turnos";
    RevealFate: "reveal Fate", "Schicksal aufdecken", "revelar el Destino";
    ActionStage: "action stage", "Aktionsphase", "fase de acción";
    ClockStopped: "clock stopped", "Uhr angehalten", "reloj parado";
    OutOfTime: "out of time — call the jury", "keine Zeit mehr — Jury rufen", "sin tiempo — llamar al jurado";
    CallJury: "Call the jury", "Jury rufen", "Llamar al jurado";
    RetreatChooser: "Retreat −{length}: {side} to choose", "Rückzug −{length}, Wahl: {side}", "Retirada −{length}: elección de {side}";
    Combat: "Combat", "Kampf", "Combate";
    Jury: "Jury", "Jury", "Jurado";
    JuryView: "Jury view", "Jury-Ansicht", "Vista del jurado";
    NotSaving: "NOT SAVING — the game runs in memory only", "WIRD NICHT GESPEICHERT — die Partie läuft nur im Speicher", "NO SE GUARDA — la partida solo está en memoria";
    Rules: "Rules", "Regeln", "Reglas";
    Break: "Break", "Pause", "Descanso";
    Retreat: "Retreat", "Rückzug", "Retirada";
    Winner: "Combat winner", "Sieger des Kampfes", "Ganador del combate";
    Length: "Retreat length", "Rückzugslänge", "Longitud de la retirada";
    Conquest: "retroactive conquest", "nachträgliche Eroberung", "conquista retroactiva";
    Shuffle: "Shuffle on clock", "Mischen auf Zeit", "Barajar con reloj";
    ShuffleDone: "Shuffle done", "Mischen fertig", "Barajado terminado";
    Shuffling: "Shuffling on the attackers' clock", "Mischen auf der Uhr der Angreifer", "Barajando con el reloj de los atacantes";
    Undo: "Undo", "Rückgängig", "Deshacer";
    EndTurn: "End turn", "Zug beenden", "Terminar turno";
    ClockOf: "clock", "Uhr", "reloj";
    Resume: "Resume", "Weiter", "Reanudar";
    RetreatDone: "Retreat done", "Rückzug fertig", "Retirada hecha";
    ConquestDone: "Conquest done", "Eroberung fertig", "Conquista hecha";
    StartStopwatch: "Start stopwatch", "Stoppuhr starten", "Iniciar cronómetro";
    Carried: "carried", "übertragen", "acumulados";
    OnStopwatch: "on the stopwatch", "auf der Stoppuhr", "con cronómetro";
    StageOver: "time is up — stop", "Zeit ist um — Stopp", "se acabó el tiempo — stop";
    CountingUp: "counting up", "läuft vorwärts", "contando";
    Running: "RUNNING", "LÄUFT", "EN MARCHA";
    CardOfFate: "Card of Fate just revealed", "Soeben aufgedeckte Schicksalskarte", "Carta del Destino revelada";
    FateDrawn: "Drawn", "Gezogen", "Robadas";
    LateFate: "Noticed late: a Card of Fate or a drop-out (the time played since stays)", "Zu spät bemerkt: Schicksalskarte oder Ausscheiden (die seither gespielte Zeit bleibt)", "Detectado tarde: una Carta del Destino o una salida (el tiempo jugado desde entonces se mantiene)";
    AfterTurn: "after turn", "nach Zug", "tras el turno";
    CountObjectives: "Objectives counted at that moment (section C)", "Ziele in diesem Moment gezählt (Abschnitt C)", "Objetivos contados en ese momento (sección C)";
    WhenItLeft: "when it left", "beim Ausscheiden", "al salir";
    AtTheSwitch: "when Maria Theresia lost it", "als Maria Theresia sie verlor", "cuando María Teresa lo perdió";
    Save: "Save", "Speichern", "Guardar";
    Saved: "Saved", "Gespeichert", "Guardado";
    HeldShort: "held", "gehalten", "controlados";
    Started: "Started", "Begonnen", "Empezada";
    FirstTurn: "first turn", "erster Zug", "primer turno";
    SetupLeft: "setup left", "Einrichtung verlassen", "preparación terminada";
    GameOver: "Game over", "Partie beendet", "Partida terminada";
    EndGame: "End game", "Partie beenden", "Terminar partida";
    ConfirmEndGame: "End the game for good? The clocks stop and the jury is called.", "Partie endgültig beenden? Die Uhren halten an und die Jury wird gerufen.", "¿Terminar la partida definitivamente? Los relojes se paran y se llama al jurado.";
    NewGame: "New game", "Neue Partie", "Nueva partida";
    ConfirmNewGame: "Abandon this game and go back to setup?", "Diese Partie abbrechen und zur Einrichtung zurückkehren?", "¿Abandonar esta partida y volver a la preparación?";
    Yes: "Yes", "Ja", "Sí";
    Cancel: "Cancel", "Abbrechen", "Cancelar";
    BackToTable: "Back to the table", "Zurück zum Tisch", "Volver a la mesa";
    Turn: "Turn", "Zug", "Turno";
    Log: "Game log", "Spielprotokoll", "Registro de la partida";
    Corrections: "Time corrections", "Zeitkorrekturen", "Correcciones de tiempo";
    Reason: "Reason", "Grund", "Motivo";
    ReasonNeeded: "Enter a reason first", "Zuerst einen Grund eingeben", "Primero indique un motivo";
    LeaveStopwatch: "Back on the chess clock", "Zurück auf die Schachuhr", "Volver al reloj de ajedrez";
    ImperialArmy: "Imperial Army control", "Kontrolle der Reichsarmee", "Control del Ejército Imperial";
    ByRule: "By the rules", "Nach den Regeln", "Según las reglas";
    Stopwatch: "Stopwatch", "Stoppuhr", "Cronómetro";
    ChessClock: "Chess clock", "Schachuhr", "Reloj de ajedrez";
    HallPageTitle: "Friedrich Clock — hall", "Friedrich Clock — Turnierleitung", "Friedrich Clock — sala";
    HallTables: "Tables", "Tische", "Mesas";
    HallSound: "Sound on", "Ton an", "Activar sonido";
    HallSoundOn: "Sound is on", "Ton ist an", "Sonido activado";
    NothingRuns: "nothing runs", "nichts läuft", "nada corre";
    AlertFlag: "FLAG", "ZEIT ABGELAUFEN", "TIEMPO AGOTADO";
    AlertJury: "JURY CALLED", "JURY GERUFEN", "JURADO LLAMADO";
    AlertOffensiveFailed: "OFFENSIVE FAILED", "OFFENSIVE GESCHEITERT", "OFENSIVA FALLIDA";
    AlertSilent: "SILENT", "STUMM", "SIN SEÑAL";
    BackToHall: "Back to the hall", "Zurück zur Übersicht", "Volver a la sala";
    JournalDownload: "Journal (download)", "Journal (herunterladen)", "Diario (descargar)";
    HallNoKey: "Open this page again and type the tournament key", "Diese Seite neu öffnen und den Turnierschlüssel eingeben", "Abra esta página de nuevo y escriba la clave del torneo";
    HallWrongKey: "The hall refuses this key", "Die Turnierleitung lehnt diesen Schlüssel ab", "La sala rechaza esta clave";
    HallNoAnswer: "The hall does not answer", "Die Turnierleitung antwortet nicht", "La sala no responde";
    HallResultIn: "Result in", "Ergebnis liegt vor", "Resultado recibido";
    AskingHall: "asking the hall…", "frage die Turnierleitung…", "consultando la sala…";
    CannotContinue: "Cannot continue this table from the hall", "Dieser Tisch kann nicht von der Turnierleitung übernommen werden", "No se puede continuar esta mesa desde la sala";
    EnterTableFirst: "enter the table's number first", "zuerst die Tischnummer eingeben", "primero introduzca el número de mesa";
    NoAnswerFrom: "no answer from", "keine Antwort von", "sin respuesta de";
    HallSaysNo: "the hall refused", "die Turnierleitung lehnt ab", "la sala lo rechaza";
    HallAnswerUnreadable: "the hall's answer cannot be read", "die Antwort der Turnierleitung ist unlesbar", "la respuesta de la sala no se puede leer";
    NoUnfinishedGame: "the hall has no unfinished game of table", "die Turnierleitung hat kein offenes Spiel von Tisch", "la sala no tiene ninguna partida sin terminar de la mesa";
    CopyDiffers: "this device's copy of the game differs from the hall's and is kept as it is", "die Kopie dieses Geräts weicht von der der Turnierleitung ab und bleibt, wie sie ist", "la copia de este dispositivo difiere de la de la sala y se conserva tal cual";
    TournamentGame: "Tournament game", "Turnierpartie", "Partida del torneo";
    Round: "Round", "Runde", "Ronda";
    FinalRound: "Final", "Finale", "Final";
    GameAt: "Round {round}, table {table}", "Runde {round}, Tisch {table}", "Ronda {round}, mesa {table}";
    TakeFromHall: "Take from the hall", "Von der Turnierleitung holen", "Tomar de la sala";
    PlayedElsewhere: "{game} is being played on another device since {since}: take it over (that device stops) or cancel", "{game} wird seit {since} auf einem anderen Gerät gespielt: übernehmen (jenes Gerät hört auf) oder abbrechen", "{game} se está jugando en otro dispositivo desde las {since}: tomar el control (ese dispositivo se detiene) o cancelar";
    TakeItOver: "Take it over", "Übernehmen", "Tomar el control";
    FromTheDraw: "names from the draw", "Namen aus der Auslosung", "nombres del sorteo";
    CannotTakeGame: "Cannot take the game from the hall", "Die Partie kann nicht von der Turnierleitung geholt werden", "No se puede tomar la partida de la sala";
    NotInDraw: "the draw has no such game", "die Auslosung hat keine solche Partie", "el sorteo no tiene esa partida";
    NoPastGames: "No games on this device yet", "Noch keine Spiele auf diesem Gerät", "Aún no hay partidas en este dispositivo";
    DeleteGame: "Delete this game", "Dieses Spiel löschen", "Borrar esta partida";
    ConfirmDeleteGame: "Delete this game from this device: its journal, its result and its exports? Download the journal first (Report & scores » Export journal) if anyone may need it.", "Dieses Spiel von diesem Gerät löschen: Journal, Ergebnis und Exporte? Vorher das Journal herunterladen (Bericht & Wertung » Exportieren Journal), falls es noch gebraucht wird.", "¿Borrar esta partida de este dispositivo: su diario, su resultado y sus exportaciones? Descargue antes el diario (Informe y puntuación » Exportar diario) si alguien puede necesitarlo.";
    CannotDelete: "Cannot delete", "Kann nicht löschen", "No se puede borrar";
    StopwatchStages: "Stopwatch stages", "Stoppuhr-Phasen", "Fases con cronómetro";
    PrussiaWins: "Russia, Sweden and France are out: Prussia wins", "Russland, Schweden und Frankreich sind ausgeschieden: Preußen gewinnt", "Rusia, Suecia y Francia están fuera: Prusia gana";
    Attackers: "Attackers", "Angreifer", "Atacantes";
    JuryStopwatch: "Jury stopwatch", "Jury-Stoppuhr", "Cronómetro del jurado";
    SidesOnStopwatch: "Sides on the stopwatch", "Seiten auf der Stoppuhr", "Bandos en el cronómetro";
    OutOfGame: "Out of the game", "Ausgeschieden", "Fuera de la partida";
    NextStage: "Next action stage", "Nächste Aktionsphase", "Siguiente fase de acción";
    StartJuryStopwatch: "Start the stopwatch", "Stoppuhr starten", "Iniciar el cronómetro";
    RanOut: "out of time » stopwatch", "Zeit um » Stoppuhr", "sin tiempo » cronómetro";
    Waiting: "waiting", "wartet", "esperando";
    OtherSidesTurn: "on the table's chess clock", "auf der Schachuhr des Tisches", "en el reloj de ajedrez de la mesa";
    OnTheirClock: "on the chess clock", "auf der Schachuhr", "en el reloj";
    ReportButton: "Report & scores", "Bericht & Wertung", "Informe y puntuación";
    ReportTitle: "Game report and scores", "Spielbericht und Wertung", "Informe de la partida y puntuación";
    AgreedAtTable: "Agreed at the table:", "Am Tisch bestätigt:", "Conforme en la mesa:";
    FrederickAgrees: "Frederick agrees", "Friedrich stimmt zu", "Federico está conforme";
    AttackersAgree: "The attackers agree", "Die Angreifer stimmen zu", "Los atacantes están conformes";
    FrederickAgreed: "Frederick agreed", "Friedrich hat zugestimmt", "Federico dio su conformidad";
    AttackersAgreed: "The attackers agreed", "Die Angreifer haben zugestimmt", "Los atacantes dieron su conformidad";
    AgreeHint: "Show the result to the players: each side taps once it is right. Changing the result asks again; the hall's jury sees who agreed.", "Das Ergebnis den Spielern zeigen: jede Seite tippt, wenn es stimmt. Eine Änderung fragt erneut; die Jury der Turnierleitung sieht, wer zugestimmt hat.", "Muestre el resultado a los jugadores: cada bando toca cuando es correcto. Un cambio vuelve a preguntar; el jurado de la sala ve quién estuvo conforme.";
    SaveResult: "Save result", "Ergebnis speichern", "Guardar resultado";
    Export: "Export", "Exportieren", "Exportar";
    JournalFile: "journal", "Journal", "diario";
    Result: "Result", "Ergebnis", "Resultado";
    Turns: "Turns played", "Gespielte Züge", "Turnos jugados";
    DefensiveVictory: "Prussia: defensive victory", "Preußen: Verteidigungssieg", "Prusia: victoria defensiva";
    OffensiveVictory: "Prussia: offensive victory", "Preußen: Offensivsieg", "Prusia: victoria ofensiva";
    AttackersVictory: "Attackers' victory", "Sieg der Angreifer", "Victoria de los atacantes";
    Winners: "Winning nations", "Siegreiche Nationen", "Naciones ganadoras";
    Nation: "Nation", "Nation", "Nación";
    Held: "Objectives held", "Gehaltene Ziele", "Objetivos";
    Of: "of", "von", "de";
    OutAfterTurn: "Out after turn", "Ausgeschieden nach Zug", "Fuera tras el turno";
    ImperialArmyAtEnd: "Imperial Army at the end", "Reichsarmee am Ende", "Ejército Imperial al final";
    SwitchTurn: "Switched in turn", "Gewechselt in Zug", "Cambió en el turno";
    HeldAtSwitch: "objectives then", "Ziele damals", "objetivos entonces";
    OffensiveLaunched: "Offensive option launched", "Offensivoption gestartet", "Opción ofensiva lanzada";
    OoWon: "won", "gewonnen", "ganada";
    OoCalledOff: "called off", "abgebrochen", "cancelada";
    OoActive: "still active at the end", "am Ende noch aktiv", "activa al final";
    LaunchedTurn: "Launched in turn", "Gestartet in Zug", "Lanzada en el turno";
    EndedTurn: "Ended in turn", "Beendet in Zug", "Terminada en el turno";
    PrussiaBohemian: "Bohemian objectives: Prussia", "Böhmische Ziele: Preußen", "Objetivos de Bohemia: Prusia";
    AustriaBohemian: "Bohemian objectives: Austria", "Böhmische Ziele: Österreich", "Objetivos de Bohemia: Austria";
    BohemianTotal: "Bohemian objectives in all", "Böhmische Ziele insgesamt", "Objetivos de Bohemia en total";
    TcPickedUp: "Austria picked up the Prussian TC", "Österreich hat die preußische TK aufgenommen", "Austria recogió la CT prusiana";
    No: "No", "Nein", "No";
    FateOrder: "Cards of Fate in order (add the rest of the deck for the sTCC)", "Schicksalskarten der Reihe nach (für den sTCC den Rest des Stapels)", "Cartas del Destino en orden (añada el resto del mazo para el CCTe)";
    RemoveLast: "Remove last", "Letzte entfernen", "Quitar la última";
    Scores: "Scores", "Wertung", "Puntuación";
    ScoringRules: "Scoring rules", "Wertungsregeln", "Reglas de puntuación";
    SpanishText: "Spanish text", "spanischer Text", "texto en español";
    BritishOpenAssumed: "British Open: its scoring is part of each tournament's own rules and is in none of the rule texts; FWC 2026 scoring is assumed (pick the scoring rules in the result form)", "British Open: seine Wertung gehört zu den eigenen Regeln jedes Turniers und steht in keinem Regeltext; angenommen wird die Wertung der FWC 2026 (die Wertungsregeln im Ergebnisformular wählen)", "British Open: su puntuación forma parte de las reglas propias de cada torneo y no figura en ningún texto; se supone la puntuación del FWC 2026 (elija las reglas de puntuación en el formulario del resultado)";
    NoScoresYet: "No scores yet", "Noch keine Wertung", "Aún sin puntuación";
    SecondBest: "second-best", "zweitbeste", "segunda mejor";
    TieBreak: "Tie-break inputs", "Gleichstandswertung", "Desempates";
    TcCoefficient: "Frederick's TC coefficient", "TK-Koeffizient Friedrichs", "Coeficiente de CT de Federico";
    ReportSheet: "Report sheet", "Spielbericht", "Hoja de informe";
    Offensive: "Offensive option", "Offensivoption", "Opción ofensiva";
    OoLaunch: "OO launched", "OO gestartet", "OO lanzada";
    OoFail: "OO failed", "OO gescheitert", "OO fallida";
    OoWin: "OO victory", "OO-Sieg", "Victoria OO";
    Dealing: "Pompadour deals the cards", "Pompadour teilt die Karten aus", "Pompadour reparte las cartas";
    DealCards: "Deal the cards", "Karten austeilen", "Repartir las cartas";
    CardsDealt: "Cards dealt", "Karten ausgeteilt", "Cartas repartidas";
    PassRetreat: "Pass retreat", "Rückzug abgeben", "Pasar retirada";
    ShuffleMenu: "Shuffle…", "Mischen…", "Barajar…";
    ShuffleOff: "Shuffle off the clock", "Mischen ohne Uhr", "Barajar sin reloj";
    ShuffleOnClock: "Shuffle on the attackers' clock", "Mischen auf der Uhr der Angreifer", "Barajar con el reloj de los atacantes";
    ShufflingOff: "Shuffling (off the clock)", "Mischen (ohne Uhr)", "Barajando (sin reloj)";
    LastTurnPlayed: "The last turn has been played", "Der letzte Zug ist gespielt", "Se ha jugado el último turno";
    StageTime: "Stage time", "Phasenzeit", "Tiempo de fase";
    CarriedTime: "Carried time", "Übertragene Zeit", "Tiempo acumulado";
    RetreatTimer: "Retreat timer", "Rückzugsuhr", "Tiempo de retirada";
    JuryPin: "Jury PIN", "Jury-PIN", "PIN del jurado";
    JuryPinHint: "empty: hold Jury view 2 s", "leer: Jury-Ansicht 2 s halten", "vacío: mantener 2 s";
    HoldForJury: "Hold Jury view for 2 seconds", "Jury-Ansicht 2 Sekunden halten", "Mantenga Vista del jurado 2 segundos";
    WrongPin: "Wrong PIN", "Falsche PIN", "PIN incorrecto";
    Out: "out", "ausgeschieden", "fuera";
    ImperialSwitch: "Imperial Army switch", "Wechsel der Reichsarmee", "Cambio del Ejército Imperial";
    OutsideStages: "outside own stages", "außerhalb der eigenen Phasen", "fuera de sus fases";
    Total: "total", "gesamt", "total";
    OtherCard: "other", "andere", "otra";
    NoJournal: "Nothing to save: this game has no journal", "Nichts zu speichern: diese Partie hat kein Journal", "Nada que guardar: esta partida no tiene diario";
    ResultSaved: "Result saved", "Ergebnis gespeichert", "Resultado guardado";
    CannotSave: "Cannot save the result to", "Ergebnis kann nicht gespeichert werden in", "No se puede guardar el resultado en";
    NoDataDir: "No data folder to export to", "Kein Datenordner für den Export", "No hay carpeta de datos para exportar";
    Exported: "Exported", "Exportiert", "Exportado";
    CannotExport: "Cannot export to", "Export nicht möglich nach", "No se puede exportar a";
    LineSkipped: "line {line} of the journal could not be read and was skipped", "Zeile {line} des Journals war unlesbar und wurde übersprungen", "la línea {line} del diario no se pudo leer y se omitió";
}

/// The one of three wordings (English, German, Spanish) in `lang`.
pub fn pick<W>(lang: Lang, [en, de, es]: [W; 3]) -> W {
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Es => es,
    }
}

/// A nation's name.
pub fn nation(lang: Lang, n: Nation) -> &'static str {
    match (lang, n) {
        (Lang::En, Nation::Prussia) => "Prussia",
        (Lang::En, Nation::Hanover) => "Hanover",
        (Lang::En, Nation::Russia) => "Russia",
        (Lang::En, Nation::Sweden) => "Sweden",
        (Lang::En, Nation::Austria) => "Austria",
        (Lang::En, Nation::ImperialArmy) => "Imperial Army",
        (Lang::En, Nation::France) => "France",
        (Lang::De, Nation::Prussia) => "Preußen",
        (Lang::De, Nation::Hanover) => "Hannover",
        (Lang::De, Nation::Russia) => "Russland",
        (Lang::De, Nation::Sweden) => "Schweden",
        (Lang::De, Nation::Austria) => "Österreich",
        (Lang::De, Nation::ImperialArmy) => "Reichsarmee",
        (Lang::De, Nation::France) => "Frankreich",
        (Lang::Es, Nation::Prussia) => "Prusia",
        (Lang::Es, Nation::Hanover) => "Hannover",
        (Lang::Es, Nation::Russia) => "Rusia",
        (Lang::Es, Nation::Sweden) => "Suecia",
        (Lang::Es, Nation::Austria) => "Austria",
        (Lang::Es, Nation::ImperialArmy) => "Ejército Imperial",
        (Lang::Es, Nation::France) => "Francia",
    }
}

/// A preset's name: the tournament's, and for CAFE 2023's Spanish text
/// "Spanish text" in the reader's language.
pub fn preset(lang: Lang, p: Preset) -> String {
    match p {
        Preset::Cafe2023Es => format!("CAFE 2023 ({})", T::SpanishText.get(lang)),
        p => p.title().to_owned(),
    }
}

/// A preset's name from a ruleset's name, in the reader's language when it
/// is a preset's (a ruleset file's own name is shown as it is).
pub fn ruleset_name(lang: Lang, name: &str) -> String {
    Preset::ALL
        .into_iter()
        .find(|p| p.title() == name)
        .map_or_else(|| name.to_owned(), |p| preset(lang, p))
}

/// A role's name.
pub fn role(lang: Lang, r: Role) -> &'static str {
    match (lang, r) {
        (Lang::En, Role::Frederick) => "Frederick",
        (Lang::De, Role::Frederick) => "Friedrich",
        (Lang::Es, Role::Frederick) => "Federico",
        (Lang::En | Lang::De, Role::Elisabeth) => "Elisabeth",
        (Lang::Es, Role::Elisabeth) => "Isabel",
        (Lang::En | Lang::De, Role::MariaTheresia) => "Maria Theresia",
        (Lang::Es, Role::MariaTheresia) => "María Teresa",
        (_, Role::Pompadour) => "Pompadour",
    }
}

/// A side's name.
pub fn side(lang: Lang, s: Side) -> &'static str {
    match s {
        Side::Frederick => role(lang, Role::Frederick),
        Side::Attackers => T::Attackers.get(lang),
    }
}

/// A stop reason's name.
pub fn stop(lang: Lang, r: StopReason) -> &'static str {
    match r {
        StopReason::Combat => T::Combat.get(lang),
        StopReason::Jury => T::Jury.get(lang),
        StopReason::Rules => T::Rules.get(lang),
        StopReason::Break => T::Break.get(lang),
        StopReason::Outage => T::Outage.get(lang),
        StopReason::Shuffle => T::ShufflingOff.get(lang),
    }
}

/// A tournament game: "Round 2, table 5", or "Final".
pub fn tournament_game(lang: Lang, game: GameRef) -> String {
    if game.is_final() {
        return T::FinalRound.get(lang).to_owned();
    }
    T::GameAt
        .get(lang)
        .replace("{round}", &game.round.to_string())
        .replace("{table}", &game.table.to_string())
}

/// "Round 1, table 1 is being played on another device since 14:02: take
/// it over (that device stops) or cancel".
pub fn played_elsewhere(lang: Lang, game: GameRef, since: &str) -> String {
    T::PlayedElsewhere
        .get(lang)
        .replace("{game}", &tournament_game(lang, game))
        .replace("{since}", since)
}

/// Why `game` could not be taken from the hall's draw: "Cannot take the
/// game from the hall (Round 2, table 9): the draw has no such game".
pub fn draw_refused(lang: Lang, game: GameRef, e: &DrawRefused) -> String {
    let why = match e {
        DrawRefused::Unreachable { url, detail } => {
            format!("{} {url} ({detail})", T::NoAnswerFrom.get(lang))
        }
        DrawRefused::NoSuchGame => T::NotInDraw.get(lang).to_owned(),
        DrawRefused::WrongKey => super::answer::A::WrongKey.get(lang).to_owned(),
        DrawRefused::Refused(r) => format!(
            "{}: {}",
            T::HallSaysNo.get(lang),
            super::answer::said(lang, r)
        ),
        DrawRefused::BadAnswer(why) => format!("{} ({why})", T::HallAnswerUnreadable.get(lang)),
    };
    format!(
        "{} ({}): {why}",
        T::CannotTakeGame.get(lang),
        tournament_game(lang, game)
    )
}
