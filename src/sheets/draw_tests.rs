//! The draw's pots read as a director reads them: a pot a line, players by
//! number and name parted by semicolons (a name may hold a comma).
#![allow(clippy::unwrap_used)]

use super::about;
use crate::lang::Lang;
use crate::tournament::Player;
use crate::tournament::book::Tournament;
use crate::tournament::draw::draw;

#[test]
fn each_pot_is_a_line_and_a_name_with_a_comma_stays_one_player() {
    let players: Vec<Player> = (1..=16)
        .map(|no| Player {
            no,
            name: if no == 1 {
                "Müller, Hans".into()
            } else {
                format!("Player {no}")
            },
            town: String::new(),
            fill_in: false,
            note: String::new(),
        })
        .collect();
    let d = draw(&players, 11).unwrap();
    assert_eq!(d.pots.len(), 4, "sixteen players go into four pots");
    let mut t = Tournament::default();
    t.players = players;
    let shown = about(&t, &d, Lang::En).into_string();
    assert_eq!(shown.matches("<div class=\"pot\">").count(), 4, "{shown}");
    let pot = shown
        .split("<div class=\"pot\">")
        .find(|p| p.contains("Müller, Hans"))
        .unwrap();
    let pot = &pot[..pot.find("</div>").unwrap()];
    assert_eq!(
        pot.matches("; ").count(),
        3,
        "four players, parted by semicolons: {pot}"
    );
    assert!(
        pot.contains("<span class=\"pno\">1</span> Müller, Hans"),
        "{pot}"
    );
}
