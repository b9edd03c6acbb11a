//! The Cards of Fate, what they do and what is wrong with a tournament's
//! Clock of Fate set-up, in the interface's language.

use crate::engine::{FIRST_FOUR, FateCard, FateDeckProblem, FateEffect, FateWarning};

use super::text::{Lang, pick};

/// A card order the tournament's Clock of Fate set-up cannot produce: "Elisabeth
/// cannot be among the first 4 Cards of Fate under this tournament's set-up:
/// check the cards".
pub fn fate_warning(lang: Lang, w: &FateWarning) -> String {
    let names: Vec<String> = w.cards.iter().map(|c| card(lang, *c)).collect();
    let and = pick(lang, [" and ", " und ", " y "]);
    let verb = if names.len() > 1 {
        pick(
            lang,
            [
                "cannot both be among the first",
                "können nicht beide unter den ersten",
                "no pueden estar ambas entre las primeras",
            ],
        )
    } else {
        pick(
            lang,
            [
                "cannot be among the first",
                "kann nicht unter den ersten",
                "no puede estar entre las primeras",
            ],
        )
    };
    let rest = pick(
        lang,
        [
            "Cards of Fate under this tournament's set-up: check the cards",
            "Schicksalskarten sein, so wie dieses Turnier sie vorbereitet: Karten prüfen",
            "Cartas del Destino con la preparación de este torneo: compruebe las cartas",
        ],
    );
    format!("{} {verb} {FIRST_FOUR} {rest}", names.join(and))
}

/// A card's name: "Poems", "Gedichte", "Poemas"; the twelve others by number.
pub fn card(lang: Lang, c: FateCard) -> String {
    let named = |names: [&str; 3]| pick(lang, names).to_owned();
    match c {
        FateCard::Poems => named(["Poems", "Gedichte", "Poemas"]),
        FateCard::LordBute => named(["Lord Bute", "Lord Bute", "Lord Bute"]),
        FateCard::Elisabeth => named(["Elisabeth", "Elisabeth", "Isabel"]),
        FateCard::Sweden => named(["Sweden", "Schweden", "Suecia"]),
        FateCard::India => named(["India", "Indien", "India"]),
        FateCard::America => named(["America", "Amerika", "América"]),
        FateCard::Other(n) => {
            let other = pick(lang, ["Other card", "Andere Karte", "Otra carta"]);
            format!("{other} {n}")
        }
    }
}

/// What a card does.
pub fn effect(lang: Lang, e: FateEffect) -> &'static str {
    pick(
        lang,
        match e {
            FateEffect::RussiaLeaves => [
                "Russia leaves the game",
                "Russland scheidet aus",
                "Rusia abandona la partida",
            ],
            FateEffect::SwedenLeaves => [
                "Sweden leaves the game",
                "Schweden scheidet aus",
                "Suecia abandona la partida",
            ],
            FateEffect::FranceLeaves => [
                "France leaves the game",
                "Frankreich scheidet aus",
                "Francia abandona la partida",
            ],
            FateEffect::ColonyLost => [
                "From now on Austria receives 4 TCs, France 3; France leaves when the other colony card comes",
                "Ab jetzt erhält Österreich 4 TK, Frankreich 3; Frankreich scheidet aus, wenn die andere Kolonialkarte kommt",
                "Desde ahora Austria recibe 4 CT y Francia 3; Francia abandona la partida cuando salga la otra carta colonial",
            ],
            FateEffect::SubsidiesReduced => [
                "Prussia's subsidies are reduced",
                "Preußens Subsidien werden gekürzt",
                "Se reducen los subsidios de Prusia",
            ],
            FateEffect::BoardOnly => [
                "A board effect only; the clock is not affected",
                "Nur eine Wirkung auf dem Brett; die Uhr ist nicht betroffen",
                "Solo afecta al tablero; el reloj no cambia",
            ],
        },
    )
}

/// What is wrong with a ruleset's Clock of Fate set-up.
pub fn fate_deck_problem(lang: Lang, p: FateDeckProblem) -> String {
    match p {
        FateDeckProblem::GroupSize => match lang {
            Lang::En => format!("a group holds 1 to {FIRST_FOUR} cards"),
            Lang::De => format!("eine Gruppe hat 1 bis {FIRST_FOUR} Karten"),
            Lang::Es => format!("un grupo tiene de 1 a {FIRST_FOUR} cartas"),
        },
        FateDeckProblem::CardNumber => pick(
            lang,
            [
                "the other cards are numbered 1 to 12",
                "die anderen Karten sind von 1 bis 12 nummeriert",
                "las demás cartas van del 1 al 12",
            ],
        )
        .to_owned(),
        FateDeckProblem::TwoGroups(c) => {
            let in_two = pick(
                lang,
                [
                    "is in two groups",
                    "ist in zwei Gruppen",
                    "está en dos grupos",
                ],
            );
            format!("{} {in_two}", card(lang, c))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_and_effects_read_in_the_language() {
        assert_eq!(card(Lang::De, FateCard::Poems), "Gedichte");
        assert_eq!(card(Lang::Es, FateCard::Other(7)), "Otra carta 7");
        assert_eq!(card(Lang::En, FateCard::Other(7)), "Other card 7");
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
        assert_eq!(
            fate_warning(Lang::En, &one),
            "Elisabeth cannot be among the first 4 Cards of Fate under this tournament's set-up: check the cards"
        );
        assert!(fate_warning(Lang::Es, &one).starts_with("Isabel no puede estar"));
        assert_eq!(
            effect(Lang::En, FateEffect::FranceLeaves),
            "France leaves the game"
        );
        assert_eq!(
            fate_deck_problem(Lang::En, FateDeckProblem::TwoGroups(FateCard::Poems)),
            "Poems is in two groups"
        );
    }
}
