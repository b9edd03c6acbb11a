//! The tournament's printouts and CSV exports (issue 24, point 7), from a
//! 24-player tournament built through `Tournament::apply`
//! (tests/tournament_print/field.rs): every player's card holds his four
//! games with his opponents' names, the draw and the table cards seat
//! everyone, the standings' columns and order are `standings()`'s, ties
//! that need a lot are marked, the final's sheet names the finalists in
//! rank order with their roles and the winner, the CSVs parse back with
//! the right rows and columns, and the German and Spanish pages are not
//! the English ones. `printouts_for_a_look` writes every page to
//! target/prints/ (scripts/prints.sh prints them to PDF and PNG).
#![allow(clippy::unwrap_used)]

use friedrich_clock::engine::Role;
use friedrich_clock::lang::Lang;
use friedrich_clock::sheets::csv::{self, Export, export};
use friedrich_clock::sheets::print::{Joining, Printout, print};
use friedrich_clock::tournament::book::{Entry, Line, SCHEMA};
use friedrich_clock::tournament::final_round::final_result;
use friedrich_clock::tournament::standings::standings;
use friedrich_clock::tournament::{PlayerNo, role_index};
use friedrich_clock::words::text;

#[path = "tournament_print/field.rs"]
mod field;
#[path = "tournament_print/read.rs"]
mod read;
use field::name;
use read::{cards, cells, parse_csv, plain, rows};

#[test]
fn every_player_card_holds_his_four_games_and_his_opponents() {
    let t = field::played(false);
    let d = t.draw.as_ref().unwrap();
    let page = print(&t, Printout::Players, Lang::En, &Joining::default());
    let cards = cards(&page);
    assert_eq!(cards.len(), 24, "a card per player, fill-ins too");
    assert_eq!(
        page.matches("class=\"sheet players\"").count(),
        6,
        "four to a page"
    );
    for (card, p) in cards.iter().zip(&t.players) {
        let said = plain(card);
        assert!(
            said.contains(&format!("No. {} · {}", p.no, p.name)),
            "{said}"
        );
        // Each game: its round, table and role, then an opponent a row.
        let rows = rows(card, "tbody");
        assert_eq!(rows.len(), 4 * 4, "player {}", p.no);
        for (game, g) in rows.chunks(4).zip(d.games_of(p.no)) {
            let mine = g.role_of(p.no).unwrap();
            let head = format!(
                "Round {}, table {} · {}",
                g.round,
                g.table,
                text::role(Lang::En, mine)
            );
            assert_eq!(game[0], [head]);
            let others: Vec<Vec<String>> = Role::ALL
                .into_iter()
                .filter(|r| *r != mine)
                .map(|r| {
                    let q = g.player(r);
                    vec![
                        text::role(Lang::En, r).to_owned(),
                        format!("{q} {}", name(&t, q)),
                    ]
                })
                .collect();
            let shown: Vec<Vec<String>> = game[1..]
                .iter()
                .map(|row| row.iter().map(|c| c.replace('°', "")).collect())
                .collect();
            assert_eq!(shown, others, "player {}, round {}", p.no, g.round);
        }
    }
}

#[test]
fn the_draw_and_the_table_cards_seat_every_player_in_every_round() {
    let t = field::played(false);
    let d = t.draw.as_ref().unwrap();
    let page = print(&t, Printout::Draw, Lang::En, &Joining::default());
    // One page a round, then who plays where.
    assert_eq!(page.matches("<section class=\"page round\">").count(), 4);
    assert_eq!(page.matches("<section class=\"page\">").count(), 1);
    let tables = rows(&page, "tbody");
    assert_eq!(
        tables.len(),
        24 + 24,
        "six tables × four rounds, 24 players"
    );
    for (row, g) in tables.iter().zip(&d.games) {
        assert_eq!(row[0], g.table.to_string());
        for role in Role::ALL {
            let p = g.player(role);
            let cell = row[1 + role_index(role)].replace('°', "");
            assert_eq!(cell, format!("{p} {}", name(&t, p)));
        }
    }
    let page = print(&t, Printout::Tables, Lang::En, &Joining::default());
    let all = cards(&page);
    assert_eq!(all.len(), 24, "a card per table per round");
    for (card, g) in all.iter().zip(&d.games) {
        let said = plain(card);
        assert!(said.contains(&format!("Round {}, table {}", g.round, g.table)));
        for role in Role::ALL {
            let p = g.player(role);
            let line = format!("{} {p} {}", text::role(Lang::En, role), name(&t, p));
            assert!(said.replace('°', "").contains(&line), "{line} in {said}");
        }
        assert!(
            !card.contains("class=\"qr\""),
            "no hall address: no QR code"
        );
    }
    // With the hall's address and the tables' keys: each card a QR code and
    // its own table's key, never another table's.
    let joining = Joining {
        address: "http://192.168.1.20:8080".to_owned(),
        table_keys: (1..=6).map(|n| (n, format!("KEYOFTABLE{n}"))).collect(),
        secure: None,
    };
    let page = print(&t, Printout::Tables, Lang::En, &joining);
    for (card, g) in cards(&page).iter().zip(&d.games) {
        assert_eq!(card.matches("class=\"qr\"").count(), 1, "{card}");
        let said = plain(card);
        assert!(said.contains(&format!("KEYOFTABLE{}", g.table)), "{said}");
        assert!(said.contains("http://192.168.1.20:8080/"), "{said}");
        let others = (1..=6).filter(|n| *n != g.table);
        assert!(
            others
                .into_iter()
                .all(|n| !said.contains(&format!("KEYOFTABLE{n}")))
        );
    }
}

#[test]
fn the_standings_print_every_column_in_the_order_of_standings() {
    let t = field::played(false);
    let lines = standings(&t);
    assert_eq!(lines.len(), 22, "fill-ins are not ranked");
    let page = print(&t, Printout::Standings, Lang::En, &Joining::default());
    let head = cells(&page, "thead")[0].clone();
    assert_eq!(
        head,
        [
            "Rank",
            "No.",
            "Player",
            "Town",
            "Total",
            "TB1",
            "TB2 sTCC",
            "TB3",
            "Games",
            "Decided by",
            "Lot"
        ]
    );
    let shown = rows(&page, "tbody");
    assert_eq!(shown.len(), lines.len());
    for (row, l) in shown.iter().zip(&lines) {
        let tcc = l
            .tcc
            .as_ref()
            .map_or("–".to_owned(), |c| format!("{:.3}", c.value));
        assert_eq!(row[0], l.rank.to_string());
        assert_eq!(row[1], l.player.to_string());
        assert_eq!(row[2], name(&t, l.player));
        assert_eq!(row[4], l.total.to_string());
        assert_eq!(row[5], l.second_best.to_string());
        assert_eq!(row[6], tcc);
        assert_eq!(row[7], l.opponents.to_string());
        assert_eq!(row[8], format!("{}/{}", l.confirmed, l.scheduled));
    }
    assert!(
        !page.contains("class=\"tied\""),
        "the field's lots are drawn"
    );
    assert!(
        !plain(&page).contains("* needs a lot"),
        "no legend for a mark no line carries"
    );
}

#[test]
fn ties_that_need_a_lot_are_marked() {
    let t = field::all_tied();
    let page = print(&t, Printout::Standings, Lang::En, &Joining::default());
    let shown = rows(&page, "tbody");
    assert_eq!(shown.len(), 4);
    assert!(
        shown
            .iter()
            .all(|r| r[0] == "1" && r[10] == "* needs a lot"),
        "{shown:?}"
    );
    assert_eq!(page.matches("<tr class=\"tied\"").count(), 4);
    assert_eq!(
        plain(&page).matches("* needs a lot").count(),
        5,
        "four lines and the legend"
    );
    assert!(
        plain(&page).contains(
            "the jury draws a lot between: 1 Player 1, 2 Player 2, 3 Player 3, 4 Player 4"
        )
    );
    let fin = plain(&print(&t, Printout::Final, Lang::En, &Joining::default()));
    assert!(fin.contains("The finalists are not decided yet"), "{fin}");
    // The jury's lot orders them: ranks 1–4, placed by the lot.
    let mut t = t;
    let lot = Line {
        v: SCHEMA,
        wall: chrono::Local::now(),
        entry: Entry::Lot {
            order: vec![3, 1, 4, 2],
        },
    };
    t.apply(&lot).unwrap();
    let page = print(&t, Printout::Standings, Lang::De, &Joining::default());
    let shown: Vec<(String, String, String, String)> = rows(&page, "tbody")
        .into_iter()
        .map(|r| (r[0].clone(), r[1].clone(), r[9].clone(), r[10].clone()))
        .collect();
    let want = |rank: &str, no: &str, by: &str, lot: &str| {
        (
            rank.to_owned(),
            no.to_owned(),
            by.to_owned(),
            lot.to_owned(),
        )
    };
    assert_eq!(
        shown,
        [
            want("1", "3", "", "Platz 1 von 4"),
            want("2", "1", "Los", "Platz 2 von 4"),
            want("3", "4", "Los", "Platz 3 von 4"),
            want("4", "2", "Los", "Platz 4 von 4"),
        ]
    );
    assert!(!page.contains("class=\"tied\""));
}

#[test]
fn the_final_sheet_names_the_finalists_in_rank_order_their_roles_and_the_winner() {
    let before = field::played(false);
    let finalists = before.finalists().unwrap();
    let blank = print(&before, Printout::Final, Lang::En, &Joining::default());
    let seeded = rows(&blank, "tbody");
    for (i, p) in finalists.iter().enumerate() {
        assert_eq!(seeded[i][0], (i + 1).to_string());
        assert_eq!(seeded[i][1], format!("{p} {}", name(&before, *p)));
        assert_eq!(seeded[i][3], "", "no role chosen yet: a line to write on");
    }
    assert!(plain(&blank).contains("not confirmed yet"));

    let t = field::played(true);
    let f = final_result(&t).unwrap();
    let page = print(&t, Printout::Final, Lang::En, &Joining::default());
    let said = plain(&page);
    let chosen = rows(&page, "tbody");
    for (i, p) in finalists.iter().enumerate() {
        assert_eq!(chosen[i][1], format!("{p} {}", name(&t, *p)));
        assert_eq!(chosen[i][3], text::role(Lang::En, field::CHOICES[i]));
    }
    assert!(said.contains("Attackers' victory"), "{said}");
    let winner = format!("Winner: No. {} · {}", f.winner, name(&t, f.winner));
    assert!(said.contains(&winner), "{said}");
    let places = rows(&page, "tbody");
    let places = &places[places.len() - f.places.len()..];
    for (row, p) in places.iter().zip(&f.places) {
        assert_eq!(row[0], p.place.to_string());
        assert_eq!(row[1], format!("{} {}", p.player, name(&t, p.player)));
        assert_eq!(row[2], text::role(Lang::En, p.role));
    }
    assert!(said.contains("Pompadour wins all ties, Maria Theresia loses all ties"));
}

#[test]
fn the_csvs_parse_back_with_a_row_a_record() {
    let t = field::played(true);
    let d = t.draw.as_ref().unwrap();
    let expect = [
        (Export::Players, 24, 5),
        (Export::Draw, 24, 10),
        (Export::Results, 25, 20),
        // The last column: the round a player not ranked is withdrawn from.
        (Export::Standings, 22, 14),
    ];
    for (which, records, columns) in expect {
        let mut table = parse_csv(&export(&t, which));
        if which == Export::Draw {
            // The seed comes first, one cell a spreadsheet keeps as text.
            assert_eq!(table.remove(0), [format!("# seed {}", d.seed)]);
        }
        assert_eq!(table.len(), 1 + records, "{which:?}");
        assert!(
            table.iter().all(|r| r.len() == columns),
            "{which:?}: {table:?}"
        );
    }
    let players = parse_csv(&csv::players(&t));
    assert_eq!(players[2], ["2", "Müller, Hans", "Wien", "", ""]);
    assert_eq!(players[24], ["24", "Fill-in 2", "", "yes", ""]);
    let draw = parse_csv(&csv::draw(&t));
    let draw = &draw[1..];
    assert_eq!(
        draw[0][..4],
        ["round", "table", "frederick_no", "frederick"]
    );
    for (row, g) in draw[1..].iter().zip(&d.games) {
        assert_eq!(row[0], g.round.to_string());
        assert_eq!(row[6], g.player(Role::MariaTheresia).to_string());
        assert_eq!(row[7], name(&t, g.player(Role::MariaTheresia)));
    }
    let results = parse_csv(&csv::results(&t));
    let header = &results[0];
    let col = |c: &str| header.iter().position(|h| h == c).unwrap();
    assert!(results[1..].iter().all(|r| r[col("status")] == "confirmed"));
    let corrected: Vec<&Vec<String>> = results[1..]
        .iter()
        .filter(|r| r[col("corrections")] != "0")
        .collect();
    assert_eq!(corrected.len(), 1);
    assert_eq!(
        (corrected[0][0].as_str(), corrected[0][1].as_str()),
        ("2", "3")
    );
    let last = results.last().unwrap();
    assert_eq!(last[0], "final");
    assert_eq!(last[col("winners")], "russia austria");
    let standings_csv = parse_csv(&csv::standings(&t));
    for (row, l) in standings_csv[1..].iter().zip(standings(&t)) {
        assert_eq!(row[1], l.player.to_string());
        assert_eq!(row[4], l.total.to_string());
    }
}

#[test]
fn german_and_spanish_pages_are_not_the_english_ones() {
    let t = field::played(true);
    for which in Printout::ALL {
        let h1 = |lang| {
            let page = print(&t, which, lang, &Joining::default());
            assert!(page.contains(&format!("<html lang=\"{}\">", lang.code())));
            cells(&page, "title").concat()
        };
        let (en, de, es) = (h1(Lang::En), h1(Lang::De), h1(Lang::Es));
        assert_ne!(en, de, "{which:?}");
        assert_ne!(en, es, "{which:?}");
        assert_ne!(de, es, "{which:?}");
    }
    let head = |lang| {
        cells(
            &print(&t, Printout::Standings, lang, &Joining::default()),
            "thead",
        )[0]
        .clone()
    };
    assert_eq!(head(Lang::De)[..3], ["Platz", "Nr.", "Spieler"]);
    assert_eq!(head(Lang::Es)[..3], ["Puesto", "N.º", "Jugador"]);
    let cards = plain(&print(&t, Printout::Tables, Lang::Es, &Joining::default()));
    assert!(cards.contains("Ronda 1, mesa 1") && cards.contains("Federico"));
}

#[test]
fn printouts_before_the_draw_say_so() {
    let mut t = field::drawn();
    t.draw = None;
    for which in [Printout::Draw, Printout::Tables, Printout::Players] {
        assert!(
            plain(&print(&t, which, Lang::De, &Joining::default()))
                .contains("noch nicht ausgelost")
        );
    }
    let empty = parse_csv(&csv::draw(&t));
    assert_eq!(empty.len(), 1, "the header alone");
}

/// Every printout in every language, for a look: target/prints/NAME.LANG.html
/// (the 4-player tie as standings-tied.en.html, the final before it is
/// played as final-blank.en.html, 200 players drawn as draw-200.en.html
/// and standings-200.en.html), and the CSV exports.
#[test]
fn printouts_for_a_look() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("../prints");
    std::fs::create_dir_all(&dir).unwrap();
    let t = field::played(true);
    for which in Printout::ALL {
        for lang in Lang::ALL {
            let file = dir.join(format!("{}.{}.html", which.key(), lang.code()));
            std::fs::write(file, print(&t, which, lang, &Joining::default())).unwrap();
        }
    }
    let tied = print(
        &field::all_tied(),
        Printout::Standings,
        Lang::En,
        &Joining::default(),
    );
    std::fs::write(dir.join("standings-tied.en.html"), tied).unwrap();
    let seeded = print(
        &field::played(false),
        Printout::Final,
        Lang::En,
        &Joining::default(),
    );
    std::fs::write(dir.join("final-blank.en.html"), seeded).unwrap();
    for which in Export::ALL {
        std::fs::write(dir.join(which.file()), export(&t, which)).unwrap();
    }
    let big = field::drawn_big(200);
    for which in [Printout::Draw, Printout::Standings, Printout::Crosstable] {
        let file = dir.join(format!("{}-200.en.html", which.key()));
        std::fs::write(file, print(&big, which, Lang::En, &Joining::default())).unwrap();
    }
}

/// The field's fill-ins are registered as journals written before issue 29
/// stored them: named `Fill-in 1` and `Fill-in 2` in English. They replay,
/// and every printout words them in its reader's language.
#[test]
fn an_old_journal_s_fill_ins_are_worded_in_the_reader_s_language() {
    let t = field::drawn();
    let fill_ins: Vec<PlayerNo> = t
        .players
        .iter()
        .filter(|p| p.fill_in)
        .map(|p| p.no)
        .collect();
    assert_eq!(name(&t, fill_ins[0]), "Fill-in 1", "stored as it was");
    for (lang, word, not) in [
        (Lang::De, "Ersatzspieler 1°", "Fill-in"),
        (Lang::Es, "Suplente 2°", "Fill-in"),
        (Lang::En, "Fill-in 2°", "Suplente"),
    ] {
        for which in [Printout::Draw, Printout::Tables, Printout::Players] {
            let page = plain(&print(&t, which, lang, &Joining::default()));
            assert!(page.contains(word), "{which:?} in {lang:?}: {page}");
            assert!(!page.contains(not), "{which:?} in {lang:?}: {page}");
        }
    }
}
