//! Why a ruleset (a preset's name, or a tournament's ruleset file) cannot be
//! used, in the interface's language. The file, its line and the field keep
//! their names; the TOML reader's own message is shown as it is.

use crate::engine::{Preset, RulesetError, RulesetProblem};

use super::fate::fate_deck_problem;
use super::text::{self, Lang, pick};

/// The whole error: "club.toml, line 3: stopwatch.sweden must be 1 to 3600
/// seconds, not 0".
pub fn ruleset_error(lang: Lang, e: &RulesetError) -> String {
    let at = |file: &str, line: Option<usize>| match line {
        Some(l) => format!("{file}, {} {l}", pick(lang, ["line", "Zeile", "línea"])),
        None => file.to_owned(),
    };
    match e {
        RulesetError::UnknownPreset(name) => {
            let known: Vec<&str> = Preset::ALL.into_iter().map(Preset::id).collect();
            let known = known.join(", ");
            match lang {
                Lang::En => format!("unknown ruleset preset '{name}' (known: {known})"),
                Lang::De => format!("unbekanntes Regelwerk '{name}' (bekannt: {known})"),
                Lang::Es => format!("reglamento desconocido '{name}' (conocidos: {known})"),
            }
        }
        RulesetError::Unreadable { file, detail } => {
            let cannot = pick(
                lang,
                [
                    "cannot read the ruleset file",
                    "die Regeldatei ist nicht lesbar",
                    "no se puede leer el archivo de reglamento",
                ],
            );
            format!("{file}: {cannot}: {detail}")
        }
        RulesetError::Parse {
            file,
            line,
            message,
        } => format!("{}: {message}", at(file, *line)),
        RulesetError::Invalid {
            file,
            line,
            field,
            problem: p,
        } => format!("{}: {field} {}", at(file, *line), problem(lang, *p)),
    }
}

/// What is wrong with one value.
pub fn problem(lang: Lang, p: RulesetProblem) -> String {
    match p {
        RulesetProblem::Minutes(m) => match lang {
            Lang::En => format!("must be 1 to 600 minutes, not {m}"),
            Lang::De => format!("muss 1 bis 600 Minuten sein, nicht {m}"),
            Lang::Es => format!("debe ser de 1 a 600 minutos, no {m}"),
        },
        RulesetProblem::Seconds(s) => match lang {
            Lang::En => format!("must be 1 to 3600 seconds, not {s}"),
            Lang::De => format!("muss 1 bis 3600 Sekunden sein, nicht {s}"),
            Lang::Es => format!("debe ser de 1 a 3600 segundos, no {s}"),
        },
        RulesetProblem::FateDeck(p) => fate_deck_problem(lang, p),
        RulesetProblem::NoRetreatTime => pick(
            lang,
            [
                "a retreat timer needs at least 1 second",
                "eine Rückzugsuhr braucht mindestens 1 Sekunde",
                "un tiempo de retirada necesita al menos 1 segundo",
            ],
        )
        .to_owned(),
        RulesetProblem::TcsPerTurn { nation, tcs } => {
            let n = text::nation(lang, nation);
            match lang {
                Lang::En => format!("{n} must receive 0 to 20 TCs per turn, not {tcs}"),
                Lang::De => format!("{n} muss 0 bis 20 TK pro Zug erhalten, nicht {tcs}"),
                Lang::Es => format!("{n} debe recibir de 0 a 20 CT por turno, no {tcs}"),
            }
        }
        RulesetProblem::RetreatTooLong => pick(
            lang,
            [
                "retreat timers are limited to 600 s + 60 s per length",
                "Rückzugsuhren sind auf 600 s + 60 s pro Länge begrenzt",
                "los tiempos de retirada se limitan a 600 s + 60 s por longitud",
            ],
        )
        .to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{FateCard, FateDeckProblem, Nation};

    #[test]
    fn a_ruleset_error_names_file_line_and_field_in_the_language() {
        let e = RulesetError::Invalid {
            file: "club.toml".to_owned(),
            line: Some(3),
            field: "stopwatch.sweden".to_owned(),
            problem: RulesetProblem::Seconds(0),
        };
        assert_eq!(
            ruleset_error(Lang::En, &e),
            "club.toml, line 3: stopwatch.sweden must be 1 to 3600 seconds, not 0"
        );
        assert_eq!(
            ruleset_error(Lang::De, &e),
            "club.toml, Zeile 3: stopwatch.sweden muss 1 bis 3600 Sekunden sein, nicht 0"
        );
        let e = RulesetError::UnknownPreset("fwc-2030".to_owned());
        assert!(ruleset_error(Lang::En, &e).contains("cafe-2023-es"));
        let p = RulesetProblem::TcsPerTurn {
            nation: Nation::Prussia,
            tcs: 25,
        };
        assert_eq!(
            problem(Lang::Es, p),
            "Prusia debe recibir de 0 a 20 CT por turno, no 25"
        );
        let p = RulesetProblem::FateDeck(FateDeckProblem::TwoGroups(FateCard::America));
        assert_eq!(problem(Lang::De, p), "Amerika ist in zwei Gruppen");
    }
}
