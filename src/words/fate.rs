//! The Cards of Fate and what they do, in the interface's language.

use crate::engine::{FIRST_FOUR, FateCard, FateEffect, FateWarning};

use super::text::Lang;

/// A card order the tournament's Clock of Fate set-up cannot produce: "Elisabeth
/// cannot be among the first 4 Cards of Fate under this tournament's set-up:
/// check the cards".
pub fn fate_warning(lang: Lang, w: &FateWarning) -> String {
    let names: Vec<String> = w.cards.iter().map(|c| card(lang, *c)).collect();
    let (and, one, both) = match lang {
        Lang::En => return w.to_string(),
        Lang::De => (
            " und ",
            "kann nicht unter den ersten",
            "können nicht beide unter den ersten",
        ),
        Lang::Es => (
            " y ",
            "no puede estar entre las primeras",
            "no pueden estar ambas entre las primeras",
        ),
    };
    let verb = if names.len() > 1 { both } else { one };
    let rest = match lang {
        Lang::En => return w.to_string(),
        Lang::De => "Schicksalskarten sein, so wie dieses Turnier sie vorbereitet: Karten prüfen",
        Lang::Es => "Cartas del Destino con la preparación de este torneo: compruebe las cartas",
    };
    format!("{} {verb} {FIRST_FOUR} {rest}", names.join(and))
}

/// A card's name: "Poems", "Gedichte", "Poemas"; the twelve others by number.
pub fn card(lang: Lang, c: FateCard) -> String {
    let named = |de: &str, es: &str| match lang {
        Lang::En => c.name(),
        Lang::De => de.to_owned(),
        Lang::Es => es.to_owned(),
    };
    match c {
        FateCard::Poems => named("Gedichte", "Poemas"),
        FateCard::LordBute => named("Lord Bute", "Lord Bute"),
        FateCard::Elisabeth => named("Elisabeth", "Isabel"),
        FateCard::Sweden => named("Schweden", "Suecia"),
        FateCard::India => named("Indien", "India"),
        FateCard::America => named("Amerika", "América"),
        FateCard::Other(n) => match lang {
            Lang::En => c.name(),
            Lang::De => format!("Andere Karte {n}"),
            Lang::Es => format!("Otra carta {n}"),
        },
    }
}

/// What a card does.
pub fn effect(lang: Lang, e: FateEffect) -> &'static str {
    let [de, es] = match e {
        FateEffect::RussiaLeaves => ["Russland scheidet aus", "Rusia abandona la partida"],
        FateEffect::SwedenLeaves => ["Schweden scheidet aus", "Suecia abandona la partida"],
        FateEffect::FranceLeaves => ["Frankreich scheidet aus", "Francia abandona la partida"],
        FateEffect::ColonyLost => [
            "Ab jetzt erhält Österreich 4 TK, Frankreich 3; Frankreich scheidet aus, wenn die andere Kolonialkarte kommt",
            "Desde ahora Austria recibe 4 CT y Francia 3; Francia abandona la partida cuando salga la otra carta colonial",
        ],
        FateEffect::SubsidiesReduced => [
            "Preußens Subsidien werden gekürzt",
            "Se reducen los subsidios de Prusia",
        ],
        FateEffect::BoardOnly => [
            "Nur eine Wirkung auf dem Brett; die Uhr ist nicht betroffen",
            "Solo afecta al tablero; el reloj no cambia",
        ],
    };
    match lang {
        Lang::En => e.text(),
        Lang::De => de,
        Lang::Es => es,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_and_effects_read_in_the_language() {
        assert_eq!(card(Lang::De, FateCard::Poems), "Gedichte");
        assert_eq!(card(Lang::Es, FateCard::Other(7)), "Otra carta 7");
        assert_eq!(card(Lang::En, FateCard::LordBute), "Lord Bute");
        let two = FateWarning {
            cards: vec![FateCard::India, FateCard::America],
        };
        assert_eq!(
            fate_warning(Lang::En, &two),
            "India and America cannot both be among the first 4 Cards of Fate under this tournament's set-up: check the cards"
        );
        let one = FateWarning {
            cards: vec![FateCard::Elisabeth],
        };
        assert!(fate_warning(Lang::Es, &one).starts_with("Isabel no puede estar"));
        for e in FateEffect::ALL {
            assert_ne!(effect(Lang::De, e), e.text());
            assert_ne!(effect(Lang::Es, e), e.text());
        }
    }
}
