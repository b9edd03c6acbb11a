//! What is wrong with the jury's result, in the interface's language. The
//! field keeps its name from the result file. A problem's `Display` is its
//! English, as the command line prints it.

use std::fmt;

use crate::engine::{Preset, RulesetError};
use crate::scoring::tcc::TccUnknown;
use crate::scoring::{Problem, ReadError, ResultError};

use super::fate;
use super::text::{self, Lang};

/// The Bohemian objectives on the board.
const BOHEMIAN: u32 = crate::engine::Nation::BOHEMIAN_OBJECTIVES;

/// "objectives.russia.held: fehlt".
pub fn result_error(lang: Lang, e: &ResultError) -> String {
    format!("{}: {}", e.field, problem(lang, &e.problem))
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&english(self))
    }
}

impl std::error::Error for Problem {}

/// A problem in English.
fn english(p: &Problem) -> String {
    let n = |nation| text::nation(Lang::En, nation);
    match p {
        Problem::Missing => "is missing".to_owned(),
        Problem::Negative(v) => format!("{v} is negative"),
        Problem::TooLarge { value, max } => format!("{value} is more than {max}"),
        Problem::TurnZero => "turns are numbered from 1".to_owned(),
        Problem::NotANumber(t) => format!("'{t}' is not a whole number"),
        Problem::NoObjectives => "a nation has at least 1 objective".to_owned(),
        Problem::MoreThanTotal {
            held,
            total,
            nation,
        } => format!(
            "{held} is more than the {total} objectives of {}",
            n(*nation)
        ),
        Problem::CannotLeave(x) => format!("{} cannot leave the game", n(*x)),
        Problem::NotScored(x) => format!("{} has no objectives to score", n(*x)),
        Problem::NoWinners => "an attackers' victory needs the winning nations".to_owned(),
        Problem::PrussiaWon => {
            "only attacking nations are listed, and Prussia won this game".to_owned()
        }
        Problem::NotAttacker(x) => format!("{} is not an attacking nation", n(*x)),
        Problem::AlreadyOut { nation, turn } => {
            format!("{} had already left the game after turn {turn}", n(*nation))
        }
        Problem::WinnerTwice(x) => format!(
            "{} is listed twice (the victory bonus counts each winning nation once)",
            n(*x)
        ),
        Problem::WinnerHoldsNone(x) => format!(
            "{} is listed as a winner but holds none of its objectives \
             (an attacking nation wins by controlling all its objectives)",
            n(*x)
        ),
        Problem::ImperialTotal {
            total,
            controller,
            expected,
        } => format!(
            "is {total}, but the Imperial Army has {expected} objectives under {}",
            text::role(Lang::En, *controller)
        ),
        Problem::FrederickImperial => "Frederick never controls the Imperial Army".to_owned(),
        Problem::NotSwitched => {
            "Maria Theresia controlled it at the end: set controller to who has it now".to_owned()
        }
        Problem::SwitchCounts => "is missing: the Imperial Army's score at the switch counts \
             among Maria Theresia's scores (CAFE 2023, Spanish text)"
            .to_owned(),
        Problem::OffensiveNeeded => "an offensive victory needs the offensive's facts".to_owned(),
        Problem::EndedBeforeLaunch { ended, launched } => {
            format!("turn {ended} is before the launch in turn {launched}")
        }
        Problem::EndMustBeWon => "the game was won with the offensive: end = \"won\"".to_owned(),
        Problem::OutcomeMustBeOffensive => {
            "the offensive was won: outcome = \"offensive\"".to_owned()
        }
        Problem::BohemianTotal(given) => format!(
            "is {given}, but the rules fix {BOHEMIAN} Bohemian objectives \
             (CAFE 2023 C: \"the {BOHEMIAN} Bohemian objectives\")"
        ),
        Problem::TooManyBohemian {
            prussia,
            austria,
            total,
        } => format!(
            "Prussia {prussia} and Austria {austria} together hold more than the {total} Bohemian objectives"
        ),
        Problem::TcPickUpMissing => "is missing (true or false)".to_owned(),
        Problem::TooManyOthers => "there are only 12 other cards".to_owned(),
        Problem::UnknownCard(c) => format!(
            "unknown card '{c}' (elisabeth, sweden, india, america, poems, lord-bute, other)"
        ),
        Problem::ListedTwice(card) => format!("{} is listed twice", fate::card(Lang::En, *card)),
        Problem::SamePlace(n) => format!("two cards are given as card {n}"),
        Problem::NoSuchPlace(n) => format!("there is no card {n}: the cards are numbered 1 to 18"),
        Problem::Ruleset(name) => {
            let ids: Vec<&str> = Preset::ALL.into_iter().map(Preset::id).collect();
            format!(
                "unknown ruleset preset '{name}' (known: {})",
                ids.join(", ")
            )
        }
    }
}

/// German or Spanish (English is [`english`]).
fn de_es(lang: Lang, de: String, es: String) -> String {
    if lang == Lang::De { de } else { es }
}

/// One problem.
pub fn problem(lang: Lang, p: &Problem) -> String {
    if lang == Lang::En {
        return english(p);
    }
    let n = |nation| text::nation(lang, nation);
    let s = |de: &str, es: &str| de_es(lang, de.to_owned(), es.to_owned());
    match p {
        Problem::Missing => s("fehlt", "falta"),
        Problem::Negative(v) => de_es(lang, format!("{v} ist negativ"), format!("{v} es negativo")),
        Problem::TooLarge { value, max } => de_es(
            lang,
            format!("{value} ist mehr als {max}"),
            format!("{value} es más de {max}"),
        ),
        Problem::TurnZero => s("Züge zählen ab 1", "los turnos empiezan en 1"),
        Problem::NotANumber(t) => de_es(
            lang,
            format!("'{t}' ist keine ganze Zahl"),
            format!("'{t}' no es un número entero"),
        ),
        Problem::NoObjectives => s(
            "eine Nation hat mindestens 1 Ziel",
            "una nación tiene al menos 1 objetivo",
        ),
        Problem::MoreThanTotal {
            held,
            total,
            nation,
        } => de_es(
            lang,
            format!("{held} ist mehr als die {total} Ziele von {}", n(*nation)),
            format!("{held} es más que los {total} objetivos de {}", n(*nation)),
        ),
        Problem::CannotLeave(x) => de_es(
            lang,
            format!("{} kann nicht ausscheiden", n(*x)),
            format!("{} no puede abandonar la partida", n(*x)),
        ),
        Problem::NotScored(x) => de_es(
            lang,
            format!("{} hat keine Ziele zu werten", n(*x)),
            format!("{} no tiene objetivos que puntuar", n(*x)),
        ),
        Problem::NoWinners => s(
            "ein Sieg der Angreifer braucht die siegreichen Nationen",
            "una victoria de los atacantes necesita las naciones ganadoras",
        ),
        Problem::PrussiaWon => s(
            "nur angreifende Nationen werden genannt, und Preußen hat diese Partie gewonnen",
            "solo se indican naciones atacantes, y Prusia ganó esta partida",
        ),
        Problem::NotAttacker(x) => de_es(
            lang,
            format!("{} ist keine angreifende Nation", n(*x)),
            format!("{} no es una nación atacante", n(*x)),
        ),
        Problem::AlreadyOut { nation, turn } => de_es(
            lang,
            format!("{} war schon nach Zug {turn} ausgeschieden", n(*nation)),
            format!(
                "{} ya había abandonado la partida tras el turno {turn}",
                n(*nation)
            ),
        ),
        Problem::WinnerTwice(x) => de_es(
            lang,
            format!(
                "{} ist doppelt aufgeführt (der Siegbonus zählt jede siegreiche Nation einmal)",
                n(*x)
            ),
            format!(
                "{} aparece dos veces (la bonificación cuenta cada nación ganadora una vez)",
                n(*x)
            ),
        ),
        Problem::WinnerHoldsNone(x) => de_es(
            lang,
            format!(
                "{} ist als Sieger genannt, hält aber keines ihrer Ziele \
                 (eine angreifende Nation siegt, wenn sie alle ihre Ziele kontrolliert)",
                n(*x)
            ),
            format!(
                "{} figura como ganadora pero no controla ninguno de sus objetivos \
                 (una nación atacante gana al controlar todos sus objetivos)",
                n(*x)
            ),
        ),
        Problem::ImperialTotal {
            total,
            controller,
            expected,
        } => de_es(
            lang,
            format!(
                "ist {total}, aber die Reichsarmee hat unter {} {expected} Ziele",
                text::role(lang, *controller)
            ),
            format!(
                "es {total}, pero el Ejército Imperial tiene {expected} objetivos bajo {}",
                text::role(lang, *controller)
            ),
        ),
        Problem::FrederickImperial => s(
            "Friedrich kontrolliert nie die Reichsarmee",
            "Federico nunca controla el Ejército Imperial",
        ),
        Problem::NotSwitched => s(
            "Maria Theresia hatte sie am Ende: eintragen, wer sie jetzt kontrolliert",
            "María Teresa lo controlaba al final: indique quién lo controla ahora",
        ),
        Problem::OffensiveNeeded => s(
            "ein Offensivsieg braucht die Angaben zur Offensive",
            "una victoria ofensiva necesita los datos de la ofensiva",
        ),
        Problem::EndedBeforeLaunch { ended, launched } => de_es(
            lang,
            format!("Zug {ended} liegt vor dem Start in Zug {launched}"),
            format!("el turno {ended} es anterior al lanzamiento en el turno {launched}"),
        ),
        Problem::EndMustBeWon => s(
            "die Partie wurde mit der Offensive gewonnen: end = \"won\"",
            "la partida se ganó con la ofensiva: end = \"won\"",
        ),
        Problem::OutcomeMustBeOffensive => s(
            "die Offensive wurde gewonnen: outcome = \"offensive\"",
            "la ofensiva se ganó: outcome = \"offensive\"",
        ),
        Problem::BohemianTotal(given) => de_es(
            lang,
            format!(
                "ist {given}, aber die Regeln legen {BOHEMIAN} böhmische Ziele fest \
                 (CAFE 2023 C: \"the {BOHEMIAN} Bohemian objectives\")"
            ),
            format!(
                "es {given}, pero las reglas fijan {BOHEMIAN} objetivos de Bohemia \
                 (CAFE 2023 C: \"los {BOHEMIAN} objetivos de Bohemia\")"
            ),
        ),
        Problem::TooManyBohemian {
            prussia,
            austria,
            total,
        } => de_es(
            lang,
            format!(
                "Preußen {prussia} und Österreich {austria} halten zusammen mehr als die {total} böhmischen Ziele"
            ),
            format!(
                "Prusia {prussia} y Austria {austria} tienen juntos más de los {total} objetivos de Bohemia"
            ),
        ),
        Problem::TcPickUpMissing => s("fehlt (true oder false)", "falta (true o false)"),
        Problem::TooManyOthers => s(
            "es gibt nur 12 andere Karten",
            "solo hay 12 cartas de otro tipo",
        ),
        Problem::UnknownCard(c) => de_es(
            lang,
            format!(
                "unbekannte Karte '{c}' (elisabeth, sweden, india, america, poems, lord-bute, other)"
            ),
            format!(
                "carta desconocida '{c}' (elisabeth, sweden, india, america, poems, lord-bute, other)"
            ),
        ),
        Problem::NoSuchPlace(n) => de_es(
            lang,
            format!("es gibt keine Karte {n}: die Karten sind von 1 bis 18 nummeriert"),
            format!("no hay carta {n}: las cartas van numeradas del 1 al 18"),
        ),
        Problem::SamePlace(n) => de_es(
            lang,
            format!("zwei Karten sind als Karte {n} angegeben"),
            format!("dos cartas figuran como carta {n}"),
        ),
        Problem::ListedTwice(card) => de_es(
            lang,
            format!("{} ist doppelt aufgeführt", fate::card(lang, *card)),
            format!("{} aparece dos veces", fate::card(lang, *card)),
        ),
        Problem::SwitchCounts => s(
            "fehlt: die Wertung der Reichsarmee beim Wechsel zählt zu Maria Theresias \
             Wertungen (CAFE 2023, spanischer Text)",
            "falta: la puntuación del Ejército Imperial en el cambio cuenta entre las de \
             María Teresa (CAFE 2023, texto en español)",
        ),
        Problem::Ruleset(name) => {
            super::ruleset::ruleset_error(lang, &RulesetError::UnknownPreset(name.clone()))
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&read_error(Lang::En, self))
    }
}

impl std::error::Error for ReadError {}

/// Why a result file's text does not read, in one line: "line 5, column 8:
/// objectives.russia.held: invalid type: string \"eight\", expected i64".
pub fn read_error(lang: Lang, e: &ReadError) -> String {
    match e {
        ReadError::TooLarge { bytes, max } => {
            let (kb, max) = (bytes.div_ceil(1024), max / 1024);
            match lang {
                Lang::En => format!(
                    "the result is {kb} KB; a result file holds at most {max} KB \
                     (a real one is a few KB)"
                ),
                Lang::De => format!(
                    "das Ergebnis hat {kb} KB; eine Ergebnisdatei hat höchstens {max} KB \
                     (eine echte ein paar KB)"
                ),
                Lang::Es => format!(
                    "el resultado ocupa {kb} KB; un archivo de resultado ocupa como máximo \
                     {max} KB (uno real, unos pocos KB)"
                ),
            }
        }
        ReadError::Toml {
            line,
            column,
            key,
            message,
        } => {
            let mut o = String::new();
            if let Some(l) = line {
                let word = text::pick(lang, ["line", "Zeile", "línea"]);
                o.push_str(&format!("{word} {l}"));
                if let Some(c) = column {
                    let word = text::pick(lang, ["column", "Spalte", "columna"]);
                    o.push_str(&format!(", {word} {c}"));
                }
                o.push_str(": ");
            }
            if let Some(k) = key {
                o.push_str(&format!("{k}: "));
            }
            o.push_str(message);
            o
        }
        ReadError::Json(message) => message.clone(),
    }
}

impl fmt::Display for TccUnknown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tcc_unknown(Lang::En, self))
    }
}

impl std::error::Error for TccUnknown {}

/// Why Frederick's TC coefficient cannot be computed yet.
pub fn tcc_unknown(lang: Lang, why: &TccUnknown) -> String {
    match (lang, why) {
        (Lang::En, TccUnknown::DeckNeeded) => "fate: the Cards of Fate listed do not take \
             Russia, Sweden and France out; list the rest of the deck in order to find N"
            .to_owned(),
        (
            Lang::En,
            TccUnknown::TooFewCards {
                turns,
                needed,
                listed,
            },
        ) => format!(
            "fate: a {turns}-turn game revealed {needed} Cards of Fate before its last turn; \
             {listed} listed"
        ),
        (Lang::En, TccUnknown::NoAttackerTcs) => {
            "tc_table: the attacking nations receive no TCs".to_owned()
        }
        (Lang::De, TccUnknown::DeckNeeded) => "fate: die aufgeführten Schicksalskarten nehmen \
             Russland, Schweden und Frankreich nicht heraus; für N den Rest des Stapels der \
             Reihe nach aufführen"
            .to_owned(),
        (Lang::Es, TccUnknown::DeckNeeded) => "fate: las Cartas del Destino indicadas no sacan \
             a Rusia, Suecia y Francia; indique el resto del mazo en orden para hallar N"
            .to_owned(),
        (
            Lang::De,
            TccUnknown::TooFewCards {
                turns,
                needed,
                listed,
            },
        ) => format!(
            "fate: eine Partie mit {turns} Zügen deckte vor ihrem letzten Zug {needed} \
             Schicksalskarten auf; {listed} aufgeführt"
        ),
        (
            Lang::Es,
            TccUnknown::TooFewCards {
                turns,
                needed,
                listed,
            },
        ) => format!(
            "fate: una partida de {turns} turnos reveló {needed} Cartas del Destino antes \
             de su último turno; {listed} indicadas"
        ),
        (Lang::De, TccUnknown::NoAttackerTcs) => {
            "tc_table: die angreifenden Nationen erhalten keine TK".to_owned()
        }
        (Lang::Es, TccUnknown::NoAttackerTcs) => {
            "tc_table: las naciones atacantes no reciben CT".to_owned()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Nation;

    #[test]
    fn result_problems_read_in_the_language_with_the_field_name() {
        let e = ResultError {
            field: "objectives.russia.held".to_owned(),
            problem: Problem::Missing,
        };
        assert_eq!(
            result_error(Lang::En, &e),
            "objectives.russia.held: is missing"
        );
        assert_eq!(result_error(Lang::De, &e), "objectives.russia.held: fehlt");
        let p = Problem::NotAttacker(Nation::Prussia);
        assert_eq!(problem(Lang::Es, &p), "Prusia no es una nación atacante");
        let t = TccUnknown::TooFewCards {
            turns: 9,
            needed: 3,
            listed: 1,
        };
        assert!(tcc_unknown(Lang::De, &t).contains("Partie mit 9 Zügen"));
    }
}
