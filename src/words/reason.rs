//! Why a command does not fit the game now (the engine's `Reason`), in the
//! interface's language.

use crate::engine::Reason;

use super::text::{Lang, pick};

/// Why the command does not fit the game now.
pub fn reason(lang: Lang, r: Reason) -> &'static str {
    pick(
        lang,
        match r {
            Reason::NoDeal => [
                "no deal is waiting for a tap",
                "es wartet kein Austeilen auf einen Tipp",
                "no hay ningún reparto pendiente",
            ],
            Reason::AlreadySo => ["it is already so", "es ist schon so", "ya es así"],
            Reason::OffensiveLaunched => [
                "it has already been launched in this game",
                "sie wurde in dieser Partie schon gestartet",
                "ya se lanzó en esta partida",
            ],
            Reason::OffensiveNotLaunched => [
                "it has not been launched",
                "sie wurde nicht gestartet",
                "no se ha lanzado",
            ],
            Reason::OffensiveEnded => [
                "it has already ended",
                "sie ist schon beendet",
                "ya ha terminado",
            ],
            Reason::TurnStarted => [
                "the turn has already started",
                "der Zug hat schon begonnen",
                "el turno ya ha empezado",
            ],
            Reason::ClockStopped => [
                "the clock is stopped: resume first",
                "die Uhr ist angehalten: zuerst fortsetzen",
                "el reloj está parado: reanude primero",
            ],
            Reason::PrussiaHasWon => [
                "Prussia has won: Russia, Sweden and France are out. End the game",
                "Preußen hat gewonnen: Russland, Schweden und Frankreich sind ausgeschieden. Partie beenden",
                "Prusia ha ganado: Rusia, Suecia y Francia están fuera. Termine la partida",
            ],
            Reason::LastTurnPlayed => [
                "the last turn (23) has been played. End the game",
                "der letzte Zug (23) ist gespielt. Partie beenden",
                "se ha jugado el último turno (23). Termine la partida",
            ],
            Reason::NoNationLeft => [
                "no nation is left in the game",
                "keine Nation ist mehr im Spiel",
                "no queda ninguna nación en la partida",
            ],
            Reason::NoStage => [
                "no action stage is being played",
                "es läuft keine Aktionsphase",
                "no se está jugando ninguna fase de acción",
            ],
            Reason::RetreatBeingChosen => [
                "a retreat is being chosen",
                "ein Rückzug wird gewählt",
                "se está eligiendo una retirada",
            ],
            Reason::Dealing => [
                "the cards are being dealt: start the stage first",
                "die Karten werden ausgeteilt: zuerst die Phase starten",
                "se están repartiendo las cartas: empiece primero la fase",
            ],
            Reason::Shuffling => [
                "Pompadour is shuffling: shuffle done first",
                "Pompadour mischt: zuerst Mischen fertig",
                "Pompadour está barajando: primero Barajado terminado",
            ],
            Reason::OpponentConquest => [
                "the opponent's retroactive conquest runs",
                "die nachträgliche Eroberung des Gegners läuft",
                "corre la conquista retroactiva del rival",
            ],
            Reason::AlreadyStopped => [
                "the clock is already stopped",
                "die Uhr ist schon angehalten",
                "el reloj ya está parado",
            ],
            Reason::CardsBeingDealt => [
                "the cards are being dealt",
                "die Karten werden ausgeteilt",
                "se están repartiendo las cartas",
            ],
            Reason::AlreadyStoppedForThat => [
                "the clock is already stopped for that",
                "die Uhr ist dafür schon angehalten",
                "el reloj ya está parado por eso",
            ],
            Reason::NotStopped => [
                "the clock is not stopped",
                "die Uhr ist nicht angehalten",
                "el reloj no está parado",
            ],
            Reason::NoCombatBetweenTurns => [
                "there is no combat between turns",
                "zwischen den Zügen gibt es keinen Kampf",
                "no hay combate entre turnos",
            ],
            Reason::NoCombatStop => [
                "a retreat follows a combat: stop for combat first",
                "ein Rückzug folgt einem Kampf: zuerst für den Kampf anhalten",
                "una retirada sigue a un combate: pare primero por combate",
            ],
            Reason::NoCombatOrRetreat => [
                "it follows a combat or a retreat",
                "sie folgt einem Kampf oder einem Rückzug",
                "sigue a un combate o a una retirada",
            ],
            Reason::AttackersOnStopwatch => [
                "the attackers are on the stopwatch: shuffle off the clock",
                "die Angreifer sind auf der Stoppuhr: ohne Uhr mischen",
                "los atacantes están con cronómetro: barajar sin reloj",
            ],
            Reason::NotShuffleTime => [
                "only between turns or during the attackers' deal",
                "nur zwischen den Zügen oder beim Austeilen der Angreifer",
                "solo entre turnos o durante el reparto de los atacantes",
            ],
            Reason::NobodyShuffling => [
                "nobody is shuffling on the clock",
                "niemand mischt auf Zeit",
                "nadie está barajando con reloj",
            ],
            Reason::NoRetreat => [
                "no retreat is being chosen",
                "es wird kein Rückzug gewählt",
                "no se está eligiendo ninguna retirada",
            ],
            Reason::FateBetweenTurns => [
                "Cards of Fate are revealed between turns",
                "Schicksalskarten werden zwischen den Zügen aufgedeckt",
                "las Cartas del Destino se revelan entre turnos",
            ],
            Reason::CardNumber => [
                "the other cards are numbered 1 to 12",
                "die anderen Karten sind von 1 bis 12 nummeriert",
                "las demás cartas van del 1 al 12",
            ],
            Reason::ChessClockStage => [
                "this stage is played on the chess clock",
                "diese Phase läuft auf der Schachuhr",
                "esta fase se juega con el reloj de ajedrez",
            ],
            Reason::ChooserOnChessClock => [
                "the chooser plays on the chess clock: correct that clock",
                "wer wählt, spielt auf der Schachuhr: diese Uhr korrigieren",
                "quien elige juega con el reloj de ajedrez: corrija ese reloj",
            ],
            Reason::NotFirst => [
                "it is set up before anything else in a game",
                "sie wird vor allem anderen in einer Partie eingerichtet",
                "se prepara antes que nada en una partida",
            ],
            Reason::TurnRange => [
                "the turn must be 1 to 23",
                "der Zug muss zwischen 1 und 23 liegen",
                "el turno debe ser de 1 a 23",
            ],
            Reason::NoSideChosen => [
                "choose at least one side on the stopwatch",
                "mindestens eine Seite auf der Stoppuhr wählen",
                "elija al menos un bando con cronómetro",
            ],
            Reason::NextNationOut => [
                "the next nation is out of the game",
                "die nächste Nation ist ausgeschieden",
                "la siguiente nación está fuera de la partida",
            ],
            Reason::FrederickNeverImperial => [
                "Frederick never controls the Imperial Army",
                "Friedrich kontrolliert nie die Reichsarmee",
                "Federico nunca controla el Ejército Imperial",
            ],
            Reason::PrussiaAlreadyWon => [
                "Russia, Sweden and France are out: Prussia has already won",
                "Russland, Schweden und Frankreich sind ausgeschieden: Preußen hat schon gewonnen",
                "Rusia, Suecia y Francia están fuera: Prusia ya ha ganado",
            ],
            Reason::NotJuryStopwatch => [
                "only in jury stopwatch mode: the chess clock flags by itself",
                "nur im Jury-Stoppuhr-Modus: die Schachuhr meldet das Zeitende selbst",
                "solo en modo cronómetro del jurado: el reloj de ajedrez marca el fin del tiempo",
            ],
            Reason::AlreadyOnStopwatch => [
                "that side is already on the stopwatch",
                "diese Seite ist schon auf der Stoppuhr",
                "ese bando ya está con cronómetro",
            ],
            Reason::OnChessClock => [
                "that side is on its chess clock",
                "diese Seite ist auf ihrer Schachuhr",
                "ese bando está con su reloj de ajedrez",
            ],
            Reason::ChessClockEmpty => [
                "its chess clock is empty: add time first",
                "ihre Schachuhr ist leer: zuerst Zeit hinzufügen",
                "su reloj de ajedrez está a cero: añada tiempo primero",
            ],
            Reason::LateTurn => [
                "the turn after which it happened must be a turn already played, not before the last Card of Fate",
                "der Zug, nach dem es geschah, muss schon gespielt sein und darf nicht vor der letzten Schicksalskarte liegen",
                "el turno tras el que ocurrió debe estar ya jugado y no ser anterior a la última Carta del Destino",
            ],
            Reason::NotLeft => [
                "only a nation that has left the game, or the Imperial Army after Maria Theresia lost it",
                "nur eine ausgeschiedene Nation, oder die Reichsarmee, nachdem Maria Theresia sie verloren hat",
                "solo una nación fuera de la partida, o el Ejército Imperial cuando María Teresa lo ha perdido",
            ],
            Reason::ObjectiveCount => [
                "held must be 0 to the total, and the total 1 to 99",
                "gehalten muss 0 bis zur Gesamtzahl sein, die Gesamtzahl 1 bis 99",
                "los controlados deben ir de 0 al total, y el total de 1 a 99",
            ],
        },
    )
}
