//! Why the clock refused a command, in the interface's language. English is
//! the engine's own text; German and Spanish are here.

use crate::engine::{Action, Reason, Rejected, StopwatchTimer};

use super::text::{self, Lang, T};
use crate::format;

/// English from the engine, or German or Spanish.
fn pick(lang: Lang, en: &'static str, [de, es]: [&'static str; 2]) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Es => es,
    }
}

/// The refused command's name.
pub fn action(lang: Lang, a: Action) -> &'static str {
    pick(
        lang,
        a.text(),
        match a {
            Action::Anything => ["Nichts", "Nada"],
            Action::StartTurn => ["Zug beginnen", "Empezar turno"],
            Action::HandOff => ["Übergabe", "Traspaso"],
            Action::Stop => ["Anhalten", "Parar"],
            Action::Combat => ["Kampf", "Combate"],
            Action::Resume => ["Weiter", "Reanudar"],
            Action::Retreat => ["Rückzug", "Retirada"],
            Action::PassRetreat => ["Rückzugswahl abgeben", "Pasar la elección de retirada"],
            Action::Conquest => ["Nachträgliche Eroberung", "Conquista retroactiva"],
            Action::Shuffle => ["Mischen auf Zeit", "Barajar con reloj"],
            Action::ShuffleDone => ["Mischen fertig", "Barajado terminado"],
            Action::Dealt => ["Karten ausgeteilt", "Cartas repartidas"],
            Action::Fate => ["Schicksalskarte", "Carta del Destino"],
            Action::NationOut => ["Ausscheiden einer Nation", "Salida de una nación"],
            Action::LateFate => ["Nachträgliche Schicksalskarte", "Carta del Destino tardía"],
            Action::Objectives => ["Gezählte Ziele", "Objetivos contados"],
            Action::CorrectStopwatch => ["Stoppuhr-Korrektur", "Corrección del cronómetro"],
            Action::EnterStopwatch => ["Auf die Stoppuhr", "Pasar al cronómetro"],
            Action::LeaveStopwatch => ["Zurück auf die Schachuhr", "Volver al reloj de ajedrez"],
            Action::ImperialControl => {
                ["Kontrolle der Reichsarmee", "Control del Ejército Imperial"]
            }
            Action::Offensive => ["Offensivoption", "Opción ofensiva"],
            Action::JuryStart => ["Jury-Stoppuhr", "Cronómetro del jurado"],
        },
    )
}

/// Why the command does not fit the game now.
pub fn reason(lang: Lang, r: Reason) -> &'static str {
    pick(
        lang,
        r.text(),
        match r {
            Reason::GameOver => ["die Partie ist beendet", "la partida ha terminado"],
            Reason::NoDeal => [
                "es wartet kein Austeilen auf einen Tipp",
                "no hay ningún reparto pendiente",
            ],
            Reason::AlreadySo => ["es ist schon so", "ya es así"],
            Reason::OffensiveLaunched => [
                "sie wurde in dieser Partie schon gestartet",
                "ya se lanzó en esta partida",
            ],
            Reason::OffensiveNotLaunched => ["sie wurde nicht gestartet", "no se ha lanzado"],
            Reason::OffensiveEnded => ["sie ist schon beendet", "ya ha terminado"],
            Reason::TurnStarted => ["der Zug hat schon begonnen", "el turno ya ha empezado"],
            Reason::ClockStopped => [
                "die Uhr ist angehalten: zuerst fortsetzen",
                "el reloj está parado: reanude primero",
            ],
            Reason::PrussiaHasWon => [
                "Preußen hat gewonnen: Russland, Schweden und Frankreich sind ausgeschieden. Partie beenden",
                "Prusia ha ganado: Rusia, Suecia y Francia están fuera. Termine la partida",
            ],
            Reason::LastTurnPlayed => [
                "der letzte Zug (23) ist gespielt. Partie beenden",
                "se ha jugado el último turno (23). Termine la partida",
            ],
            Reason::NoNationLeft => [
                "keine Nation ist mehr im Spiel",
                "no queda ninguna nación en la partida",
            ],
            Reason::NoStage => [
                "es läuft keine Aktionsphase",
                "no se está jugando ninguna fase de acción",
            ],
            Reason::RetreatBeingChosen => {
                ["ein Rückzug wird gewählt", "se está eligiendo una retirada"]
            }
            Reason::Dealing => [
                "die Karten werden ausgeteilt: zuerst die Phase starten",
                "se están repartiendo las cartas: empiece primero la fase",
            ],
            Reason::Shuffling => [
                "Pompadour mischt: zuerst Mischen fertig",
                "Pompadour está barajando: primero Barajado terminado",
            ],
            Reason::OpponentConquest => [
                "die nachträgliche Eroberung des Gegners läuft",
                "corre la conquista retroactiva del rival",
            ],
            Reason::AlreadyStopped => ["die Uhr ist schon angehalten", "el reloj ya está parado"],
            Reason::CardsBeingDealt => [
                "die Karten werden ausgeteilt",
                "se están repartiendo las cartas",
            ],
            Reason::AlreadyStoppedForThat => [
                "die Uhr ist dafür schon angehalten",
                "el reloj ya está parado por eso",
            ],
            Reason::NotStopped => ["die Uhr ist nicht angehalten", "el reloj no está parado"],
            Reason::NoCombatBetweenTurns => [
                "zwischen den Zügen gibt es keinen Kampf",
                "no hay combate entre turnos",
            ],
            Reason::NoCombatStop => [
                "ein Rückzug folgt einem Kampf: zuerst für den Kampf anhalten",
                "una retirada sigue a un combate: pare primero por combate",
            ],
            Reason::NoCombatOrRetreat => [
                "sie folgt einem Kampf oder einem Rückzug",
                "sigue a un combate o a una retirada",
            ],
            Reason::AttackersOnStopwatch => [
                "die Angreifer sind auf der Stoppuhr: ohne Uhr mischen",
                "los atacantes están con cronómetro: barajar sin reloj",
            ],
            Reason::NotShuffleTime => [
                "nur zwischen den Zügen oder beim Austeilen der Angreifer",
                "solo entre turnos o durante el reparto de los atacantes",
            ],
            Reason::NobodyShuffling => {
                ["niemand mischt auf Zeit", "nadie está barajando con reloj"]
            }
            Reason::NoRetreat => [
                "es wird kein Rückzug gewählt",
                "no se está eligiendo ninguna retirada",
            ],
            Reason::FateBetweenTurns => [
                "Schicksalskarten werden zwischen den Zügen aufgedeckt",
                "las Cartas del Destino se revelan entre turnos",
            ],
            Reason::CardNumber => [
                "die anderen Karten sind von 1 bis 12 nummeriert",
                "las demás cartas van del 1 al 12",
            ],
            Reason::ChessClockStage => [
                "diese Phase läuft auf der Schachuhr",
                "esta fase se juega con el reloj de ajedrez",
            ],
            Reason::ChooserOnChessClock => [
                "der Wählende ist auf seiner Schachuhr: diese Uhr korrigieren",
                "quien elige está con su reloj de ajedrez: corrija ese reloj",
            ],
            Reason::NotFirst => [
                "sie wird vor allem anderen in einer Partie eingerichtet",
                "se prepara antes que nada en una partida",
            ],
            Reason::TurnRange => [
                "der Zug muss zwischen 1 und 23 liegen",
                "el turno debe ser de 1 a 23",
            ],
            Reason::NoSideChosen => [
                "mindestens eine Seite auf der Stoppuhr wählen",
                "elija al menos un bando con cronómetro",
            ],
            Reason::NextNationOut => [
                "die nächste Nation ist ausgeschieden",
                "la siguiente nación está fuera de la partida",
            ],
            Reason::FrederickNeverImperial => [
                "Friedrich kontrolliert nie die Reichsarmee",
                "Federico nunca controla el Ejército Imperial",
            ],
            Reason::PrussiaAlreadyWon => [
                "Russland, Schweden und Frankreich sind ausgeschieden: Preußen hat schon gewonnen",
                "Rusia, Suecia y Francia están fuera: Prusia ya ha ganado",
            ],
            Reason::NotJuryStopwatch => [
                "nur im Jury-Stoppuhr-Modus: die Schachuhr meldet das Zeitende selbst",
                "solo en modo cronómetro del jurado: el reloj de ajedrez marca el fin del tiempo",
            ],
            Reason::AlreadyOnStopwatch => [
                "diese Seite ist schon auf der Stoppuhr",
                "ese bando ya está con cronómetro",
            ],
            Reason::OnChessClock => [
                "diese Seite ist auf ihrer Schachuhr",
                "ese bando está con su reloj de ajedrez",
            ],
            Reason::ChessClockEmpty => [
                "ihre Schachuhr ist leer: zuerst Zeit hinzufügen",
                "su reloj de ajedrez está a cero: añada tiempo primero",
            ],
            Reason::LateTurn => [
                "der Zug, nach dem es geschah, muss schon gespielt sein und darf nicht vor der letzten Schicksalskarte liegen",
                "el turno tras el que ocurrió debe estar ya jugado y no ser anterior a la última Carta del Destino",
            ],
            Reason::NotLeft => [
                "nur eine ausgeschiedene Nation, oder die Reichsarmee, nachdem Maria Theresia sie verloren hat",
                "solo una nación fuera de la partida, o el Ejército Imperial cuando María Teresa lo ha perdido",
            ],
            Reason::ObjectiveCount => [
                "gehalten muss 0 bis zur Gesamtzahl sein, die Gesamtzahl 1 bis 99",
                "los controlados deben ir de 0 al total, y el total de 1 a 99",
            ],
        },
    )
}

/// A stopwatch's name.
fn timer(lang: Lang, t: StopwatchTimer) -> &'static str {
    match t {
        StopwatchTimer::Stage => T::StageTime.get(lang),
        StopwatchTimer::Carried => T::CarriedTime.get(lang),
        StopwatchTimer::Retreat => T::RetreatTimer.get(lang),
    }
}

/// The whole refusal, as the notice shows it.
pub fn rejected(lang: Lang, e: &Rejected) -> String {
    match (lang, e) {
        (_, Rejected::NotNow { what, why }) => {
            let (what, why) = (action(lang, *what), reason(lang, *why));
            match lang {
                Lang::En => format!("{what} is not possible now: {why}"),
                Lang::De => format!("{what} ist jetzt nicht möglich: {why}"),
                Lang::Es => format!("{what}: no es posible ahora; {why}"),
            }
        }
        (Lang::En, Rejected::RetreatLength(n)) => {
            format!("a retreat length must be 1 to 30, not {n}")
        }
        (Lang::De, Rejected::RetreatLength(n)) => {
            format!("eine Rückzugslänge muss 1 bis 30 sein, nicht {n}")
        }
        (Lang::Es, Rejected::RetreatLength(n)) => {
            format!("la longitud de una retirada debe ser de 1 a 30, no {n}")
        }
        (
            _,
            Rejected::NegativeTime {
                side,
                remaining_ms,
                removed_ms,
            },
        ) => {
            let (who, left, off) = (
                text::side(lang, *side),
                format::clock(*remaining_ms),
                format::clock(*removed_ms),
            );
            match lang {
                Lang::En => format!(
                    "{who}: the clock has {left} left; removing {off} would make it negative"
                ),
                Lang::De => {
                    format!("{who}: die Uhr hat noch {left}; {off} abzuziehen machte sie negativ")
                }
                Lang::Es => {
                    format!("{who}: al reloj le quedan {left}; quitar {off} lo dejaría en negativo")
                }
            }
        }
        (
            _,
            Rejected::NegativeStopwatch {
                timer: t,
                remaining_ms,
                removed_ms,
            },
        ) => {
            let (what, left, off) = (
                timer(lang, *t),
                format::seconds(*remaining_ms),
                format::seconds(*removed_ms),
            );
            match lang {
                Lang::En => {
                    format!("{what}: {left} s left; removing {off} s would make it negative")
                }
                Lang::De => format!("{what}: noch {left} s; {off} s abzuziehen machte sie negativ"),
                Lang::Es => {
                    format!("{what}: quedan {left} s; quitar {off} s lo dejaría en negativo")
                }
            }
        }
        (Lang::En, Rejected::ZeroCorrection) => "a correction must add or remove some time".into(),
        (Lang::De, Rejected::ZeroCorrection) => {
            "eine Korrektur muss Zeit hinzufügen oder abziehen".into()
        }
        (Lang::Es, Rejected::ZeroCorrection) => "una corrección debe añadir o quitar tiempo".into(),
        (Lang::En, Rejected::MissingReason) => {
            "a jury action needs a reason for the game log".into()
        }
        (Lang::De, Rejected::MissingReason) => {
            "eine Jury-Aktion braucht einen Grund für das Spielprotokoll".into()
        }
        (Lang::Es, Rejected::MissingReason) => {
            "una acción del jurado necesita un motivo para el registro".into()
        }
        (_, Rejected::CannotDropOut(n)) => {
            let n = text::nation(lang, *n);
            match lang {
                Lang::En => format!("{n} cannot drop out now"),
                Lang::De => format!("{n} kann jetzt nicht ausscheiden"),
                Lang::Es => format!("{n} no puede retirarse ahora"),
            }
        }
        (_, Rejected::FateAlreadyDrawn(card)) => {
            let card = super::fate::card(lang, *card);
            match lang {
                Lang::En => format!("{card} has already been drawn"),
                Lang::De => format!("{card} wurde schon gezogen"),
                Lang::Es => format!("{card} ya ha salido"),
            }
        }
        (_, Rejected::TimeWentBackwards { now, last }) => match lang {
            Lang::En => format!("time went backwards: {now} ms is before {last} ms"),
            Lang::De => format!("die Zeit lief rückwärts: {now} ms liegt vor {last} ms"),
            Lang::Es => format!("el tiempo retrocedió: {now} ms es anterior a {last} ms"),
        },
        (Lang::En, Rejected::NothingToUndo) => "there is nothing left to undo".into(),
        (Lang::De, Rejected::NothingToUndo) => "es gibt nichts mehr rückgängig zu machen".into(),
        (Lang::Es, Rejected::NothingToUndo) => "no queda nada por deshacer".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Nation, Side};

    #[test]
    fn every_refusal_reads_differently_in_german_and_spanish() {
        for a in Action::ALL {
            assert_ne!(action(Lang::De, *a), a.text(), "{a:?}");
            assert_ne!(action(Lang::Es, *a), a.text(), "{a:?}");
        }
        for r in Reason::ALL {
            assert_ne!(reason(Lang::De, *r), r.text(), "{r:?}");
            assert_ne!(reason(Lang::Es, *r), r.text(), "{r:?}");
        }
    }

    #[test]
    fn a_refusal_names_command_and_reason_in_the_language() {
        let e = Rejected::NotNow {
            what: Action::Stop,
            why: Reason::NoStage,
        };
        assert_eq!(
            rejected(Lang::En, &e),
            "Stop is not possible now: no action stage is being played"
        );
        assert_eq!(
            rejected(Lang::De, &e),
            "Anhalten ist jetzt nicht möglich: es läuft keine Aktionsphase"
        );
        assert_eq!(
            rejected(Lang::Es, &e),
            "Parar: no es posible ahora; no se está jugando ninguna fase de acción"
        );
        let e = Rejected::CannotDropOut(Nation::Austria);
        assert_eq!(
            rejected(Lang::De, &e),
            "Österreich kann jetzt nicht ausscheiden"
        );
        let e = Rejected::NegativeTime {
            side: Side::Attackers,
            remaining_ms: 5_000,
            removed_ms: 60_000,
        };
        assert_eq!(
            rejected(Lang::Es, &e),
            "Atacantes: al reloj le quedan 0:05.0; quitar 0:01:00 lo dejaría en negativo"
        );
    }
}
