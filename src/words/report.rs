//! The report screen's words that come from the report and the score sheet:
//! whose time a row counts, what a score is for, and why a tie-break input is
//! not known. The formulas themselves stay as the scoring module writes them.

use crate::engine::{Nation, TimeOf};
use crate::scoring::SWITCH_NOT_KNOWN;

use super::text::{self, Lang, T};

/// A time table row's label: "Russia", "Frederick: outside own stages".
pub fn time_of(lang: Lang, of: TimeOf) -> String {
    match of {
        TimeOf::Nation(n) => text::nation(lang, n).to_owned(),
        TimeOf::Outside(s) => format!("{}: {}", text::side(lang, s), T::OutsideStages.get(lang)),
        TimeOf::Total(s) => format!("{}: {}", text::side(lang, s), T::Total.get(lang)),
    }
}

/// What a score line is for ("Russia", "Victory bonus"), from the score
/// sheet's English label; a label this list does not know is shown as it is.
pub fn score_label(lang: Lang, what: &str) -> String {
    if let Some(n) = Nation::ALL
        .into_iter()
        .find(|n| text::nation(Lang::En, *n) == what)
    {
        return text::nation(lang, n).to_owned();
    }
    let [de, es] = match what {
        "Victory" => ["Sieg", "Victoria"],
        "Game length" => ["Spieldauer", "Duración de la partida"],
        "Victory bonus" => ["Siegbonus", "Bonificación por victoria"],
        "Defensive victory" => ["Verteidigungssieg", "Victoria defensiva"],
        "Offensive victory" => ["Offensivsieg", "Victoria ofensiva"],
        "Defeat" => ["Niederlage", "Derrota"],
        "Offensive option" => return T::Offensive.get(lang).to_owned(),
        "Imperial Army switch" => return T::ImperialSwitch.get(lang).to_owned(),
        _ => return what.to_owned(),
    };
    match lang {
        Lang::En => what.to_owned(),
        Lang::De => de.to_owned(),
        Lang::Es => es.to_owned(),
    }
}

/// Why Maria Theresia's Imperial Army switch score is not known.
pub fn switch_unknown(lang: Lang, why: &str) -> String {
    if why != SWITCH_NOT_KNOWN {
        return why.to_owned();
    }
    match lang {
        Lang::En => why.to_owned(),
        Lang::De => "unbekannt: Wechselzug und Ziele eintragen \
             (imperial-army.switch-turn, held-at-switch und total-at-switch)"
            .to_owned(),
        Lang::Es => "desconocido: indique el turno del cambio y los objetivos \
             (imperial-army.switch-turn, held-at-switch y total-at-switch)"
            .to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Side;

    #[test]
    fn score_labels_and_time_rows_read_in_the_language() {
        assert_eq!(score_label(Lang::De, "Russia"), "Russland");
        // The score sheet's labels are the scoring module's English names.
        for n in Nation::ALL {
            let label = crate::scoring::english::nation(n);
            assert_eq!(score_label(Lang::En, label), text::nation(Lang::En, n));
            assert_eq!(score_label(Lang::Es, label), text::nation(Lang::Es, n));
        }
        assert_eq!(
            score_label(Lang::Es, "Victory bonus"),
            "Bonificación por victoria"
        );
        assert_eq!(score_label(Lang::De, "Offensive option"), "Offensivoption");
        assert_eq!(score_label(Lang::De, "something new"), "something new");
        assert_eq!(
            time_of(Lang::De, TimeOf::Outside(Side::Frederick)),
            "Friedrich: außerhalb der eigenen Phasen"
        );
        assert!(switch_unknown(Lang::Es, SWITCH_NOT_KNOWN).starts_with("desconocido"));
    }
}
