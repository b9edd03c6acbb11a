//! The Cards of Fate typed as the card at which each Stroke of Fate came:
//! a slip's order in six fields, the cards between them "other".
#![allow(clippy::unwrap_used)]

use std::collections::BTreeMap;

use super::{ResultForm, fate_at_field};
use crate::engine::FateCard;
use crate::scoring::{Problem, ResultInput};

fn typed(places: &[(FateCard, &str)], base: &ResultInput) -> ResultForm {
    let fields: BTreeMap<String, String> = places
        .iter()
        .map(|(card, at)| (fate_at_field(*card), (*at).to_owned()))
        .chain([("turns".to_owned(), "12".to_owned())])
        .collect();
    ResultForm::from_fields(&fields, base)
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|c| (*c).to_owned()).collect()
}

#[test]
fn six_places_give_the_order_with_other_cards_between() {
    let form = typed(
        &[
            (FateCard::Poems, "1"),
            (FateCard::Elisabeth, "4"),
            (FateCard::India, "5"),
            (FateCard::Sweden, "7"),
            (FateCard::America, "8"),
            (FateCard::LordBute, ""),
        ],
        &ResultInput::default(),
    );
    assert_eq!(
        form.input().map(|r| r.fate),
        Ok(names(&[
            "poems",
            "other",
            "other",
            "elisabeth",
            "india",
            "other",
            "sweden",
            "america"
        ]))
    );
}

#[test]
fn places_that_say_the_list_it_came_with_keep_that_list() {
    let reported = ResultInput {
        fate: names(&["other", "poems", "other", "elisabeth", "other"]),
        ..ResultInput::default()
    };
    let same = typed(
        &[
            (FateCard::Poems, "2"),
            (FateCard::Elisabeth, " 4 "),
            (FateCard::Sweden, ""),
        ],
        &reported,
    );
    assert_eq!(same.input().map(|r| r.fate), Ok(reported.fate.clone()));
    // Sweden found at card 6: the list is made from the places.
    let moved = typed(&[(FateCard::Sweden, "6")], &reported);
    assert_eq!(
        moved.input().map(|r| r.fate),
        Ok(names(&[
            "other",
            "poems",
            "other",
            "elisabeth",
            "other",
            "sweden"
        ]))
    );
}

#[test]
fn a_place_given_twice_or_none_of_the_deck_is_refused_naming_its_field() {
    let base = ResultInput::default();
    let twice = typed(
        &[(FateCard::Elisabeth, "3"), (FateCard::Sweden, "3")],
        &base,
    );
    let e = twice.input().unwrap_err();
    assert_eq!(
        (e.field.as_str(), &e.problem),
        ("fate-at.sweden", &Problem::SamePlace(3))
    );
    for (bad, problem) in [
        ("19", Problem::NoSuchPlace(19)),
        ("0", Problem::NoSuchPlace(0)),
        ("x", Problem::NotANumber("x".into())),
    ] {
        let e = typed(&[(FateCard::India, bad)], &base).input().unwrap_err();
        assert_eq!((e.field.as_str(), e.problem), ("fate-at.india", problem));
    }
}
