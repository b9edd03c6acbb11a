//! The printouts that go with a game round by round, from the 24-player
//! tournament of tests/tournament_print/field.rs: the crosstable holds every
//! player's four games with the standings' scores, and a result slip per
//! game names its table and its four signers.
#![allow(clippy::unwrap_used)]

use friedrich_clock::engine::Role;
use friedrich_clock::lang::Lang;
use friedrich_clock::sheets::csv;
use friedrich_clock::sheets::print::{Joining, Printout, print};
use friedrich_clock::tournament::standings::standings;
use friedrich_clock::words::text;

#[path = "tournament_print/field.rs"]
mod field;
#[path = "tournament_print/read.rs"]
mod read;
use field::name;
use read::{parse_csv, plain, rows};

#[test]
fn the_crosstable_holds_every_player_s_four_games_with_the_standings_scores() {
    let t = field::played(true);
    let d = t.seated_draw().unwrap();
    let lines = standings(&t);
    let page = print(&t, Printout::Crosstable, Lang::En, &Joining::default());
    assert!(page.contains("<section class=\"cross-page\">"), "landscape");
    let rows = rows(&page, "tbody");
    assert_eq!(rows.len(), 24, "a row a player, fill-ins too");
    // The standings' order first, with their ranks and totals.
    for (row, l) in rows.iter().zip(&lines) {
        assert_eq!(row[0], l.rank.to_string());
        assert_eq!(row[1], l.player.to_string());
        assert_eq!(row[7], l.total.to_string(), "player {}", l.player);
        // Each round: his table and role, his opponents by number in role
        // order, his score in that game (the standings' own).
        for (cell, g) in row[3..7].iter().zip(d.games_of(l.player)) {
            let mine = g.role_of(l.player).unwrap();
            let opponents: Vec<String> = Role::ALL
                .into_iter()
                .filter(|r| *r != mine)
                .map(|r| g.player(r).to_string())
                .collect();
            let score = l
                .explain
                .total
                .iter()
                .find(|s| s.game == g.game())
                .unwrap()
                .points;
            let said = format!(
                "Table {} · {} {} {score}",
                g.table,
                text::role(Lang::En, mine),
                opponents.join(" · ")
            );
            assert_eq!(*cell, said, "player {}, round {}", l.player, g.round);
        }
    }
    // The fill-ins after the ranked players, not ranked.
    for row in &rows[lines.len()..] {
        assert_eq!(row[0], "–");
        assert!(row[2].ends_with('°'), "{row:?}");
    }
    // The CSV: the same games and scores.
    let table = parse_csv(&csv::crosstable(&t));
    assert_eq!(table[0].join(","), csv::crosstable_header());
    assert_eq!(table.len(), 25);
    for (row, l) in table[1..].iter().zip(&lines) {
        assert_eq!(
            (row[0].clone(), row[1].clone()),
            (l.rank.to_string(), l.player.to_string())
        );
        let scores: i64 = (0..4)
            .map(|r| {
                let cents: String = row[8 + 4 * r]
                    .chars()
                    .filter(char::is_ascii_digit)
                    .collect();
                cents.parse::<i64>().unwrap()
            })
            .sum();
        assert_eq!(scores, l.total.0, "player {}", l.player);
    }
    assert!(
        table[23..].iter().all(|r| r[3] == "yes"),
        "the fill-ins last"
    );
}

#[test]
fn a_result_slip_per_game_names_its_table_and_its_four_signers() {
    let t = field::played(false);
    let d = t.seated_draw().unwrap();
    let page = print(&t, Printout::Slips, Lang::En, &Joining::default());
    let slips: Vec<&str> = page.split("<div class=\"card slip\">").skip(1).collect();
    assert_eq!(slips.len(), d.games.len(), "a slip per game");
    assert_eq!(
        page.matches("class=\"sheet slips\"").count(),
        d.games.len().div_ceil(2)
    );
    for (slip, g) in slips.iter().zip(&d.games) {
        let said = plain(slip);
        assert!(
            said.contains(&format!("Round {}, table {}", g.round, g.table)),
            "{said}"
        );
        for role in Role::ALL {
            let p = g.player(role);
            let line = format!("{} {p} {}", text::role(Lang::En, role), name(&t, p));
            assert!(said.replace('°', "").contains(&line), "{line} in {said}");
        }
        assert_eq!(
            slip.matches("<td class=\"line\">").count(),
            4,
            "four signatures"
        );
    }
}
