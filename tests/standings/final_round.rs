//! The final: its order by winning nations, the roles' qualifying wins
//! (hidden until the final's result is confirmed), then Pompadour over
//! everyone and Maria Theresia under everyone.

use friedrich_clock::engine::{Nation, Role};
use friedrich_clock::tournament::GameRef;
use friedrich_clock::tournament::book::Entry;
use friedrich_clock::tournament::final_round::{FinalTieBreaker, final_result, role_wins};

use super::{BASE, FATE, Journal, four, result, with};

/// Russia and Austria win (Austria 7/7).
fn russia_austria() -> String {
    let text = with(
        BASE,
        "winners = [\"russia\"]",
        "winners = [\"russia\", \"austria\"]",
    );
    with(&text, "held = 5\ntotal = 7", "held = 7\ntotal = 7")
}

/// Austria wins alone (Austria 7/7).
fn austria_wins() -> String {
    let text = with(BASE, "winners = [\"russia\"]", "winners = [\"austria\"]");
    with(&text, "held = 5\ntotal = 7", "held = 7\ntotal = 7")
}

/// France wins alone (France 5/5).
fn france_wins() -> String {
    let text = with(BASE, "winners = [\"russia\"]", "winners = [\"france\"]");
    with(&text, "held = 3\ntotal = 5", "held = 5\ntotal = 5")
}

/// Russia and France win.
fn russia_france() -> String {
    let text = with(
        BASE,
        "winners = [\"russia\"]",
        "winners = [\"russia\", \"france\"]",
    );
    with(&text, "held = 3\ntotal = 5", "held = 5\ntotal = 5")
}

/// Prussia survives: Russia, Sweden and France out by turn 20.
fn defensive() -> String {
    let text = with(
        BASE,
        "turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]",
        "turns = 20\noutcome = \"defensive\"",
    );
    with(
        &text,
        "held = 8\ntotal = 8",
        "held = 6\ntotal = 8\nout-turn = 9",
    )
}

/// The four seated in `order` (rank order) with `roles`, the final confirmed.
fn play_final(j: &mut Journal, seats: [(u32, Role); 4], final_result: &str) {
    for (player, role) in seats {
        j.apply(Entry::Seated { player, role });
    }
    assert_eq!(role_wins(&j.t), None, "hidden before the final's result");
    j.apply(Entry::Confirmed {
        game: GameRef::FINAL,
        result: result(final_result),
        reason: None,
        by: None,
    });
}

/// The qualifying round where Russia wins every game (Elisabeth 4 wins,
/// the other roles none), everyone level: the lot 3, 1, 4, 2 ranks them.
fn russia_every_time() -> Journal {
    let r = format!("{FATE}{BASE}");
    let mut j = four([&r, &r, &r, &r]);
    j.lot(&[3, 1, 4, 2]);
    assert_eq!(j.t.finalists(), Some(vec![3, 1, 4, 2]));
    j
}

type Row = (u32, u32, Role, usize, u32, Option<FinalTieBreaker>);

fn rows(j: &Journal) -> Vec<Row> {
    let f = final_result(&j.t).unwrap();
    f.places
        .iter()
        .map(|p| {
            (
                p.place,
                p.player,
                p.role,
                p.nations.len(),
                p.role_wins,
                p.decided_by,
            )
        })
        .collect()
}

#[test]
fn the_most_winning_nations_wins_the_final_then_pompadour_then_not_maria_theresia() {
    let mut j = russia_every_time();
    let seats = [
        (3, Role::Elisabeth),
        (1, Role::Frederick),
        (4, Role::MariaTheresia),
        (2, Role::Pompadour),
    ];
    assert_eq!(final_result(&j.t), None);
    play_final(&mut j, seats, BASE);
    // Russia wins: Elisabeth (player 3) one nation, the others none. Their
    // roles won no qualifying game: level again; Pompadour first, Maria
    // Theresia last.
    use FinalTieBreaker::{Nations, Role as ByRole};
    assert_eq!(
        rows(&j),
        [
            (1, 3, Role::Elisabeth, 1, 4, None),
            (2, 2, Role::Pompadour, 0, 0, Some(Nations)),
            (3, 1, Role::Frederick, 0, 0, Some(ByRole)),
            (4, 4, Role::MariaTheresia, 0, 0, Some(ByRole)),
        ]
    );
    let f = final_result(&j.t).unwrap();
    assert_eq!(f.winner, 3);
    assert_eq!(f.places[0].nations, [Nation::Russia]);
    let wins = role_wins(&j.t).unwrap();
    let elisabeth = wins.iter().find(|w| w.role == Role::Elisabeth).unwrap();
    assert_eq!(elisabeth.wins, 4);
    assert_eq!(
        elisabeth.games,
        (1..=4)
            .map(|round| GameRef { round, table: 1 })
            .collect::<Vec<_>>()
    );
}

#[test]
fn the_role_with_fewer_qualifying_wins_beats_the_role_order() {
    let mut j = russia_every_time();
    let seats = [
        (3, Role::Elisabeth),
        (1, Role::Pompadour),
        (4, Role::MariaTheresia),
        (2, Role::Frederick),
    ];
    play_final(&mut j, seats, &russia_austria());
    // Russia and Austria win: Elisabeth and Maria Theresia one nation each.
    // Elisabeth's role won 4 qualifying games, Maria Theresia's none: Maria
    // Theresia (player 4) wins, though she loses every tie of (3).
    use FinalTieBreaker::{Nations, Role as ByRole, RoleWins};
    assert_eq!(
        rows(&j),
        [
            (1, 4, Role::MariaTheresia, 1, 0, None),
            (2, 3, Role::Elisabeth, 1, 4, Some(RoleWins)),
            (3, 1, Role::Pompadour, 0, 0, Some(Nations)),
            (4, 2, Role::Frederick, 0, 0, Some(ByRole)),
        ]
    );
    assert_eq!(final_result(&j.t).unwrap().winner, 4);
}

#[test]
fn pompadour_wins_a_final_level_on_nations_and_role_wins() {
    // Qualifying: Russia wins rounds 1 and 2, France rounds 3 and 4 (France
    // 5/5: Elisabeth 10.00, Pompadour 12.00). Totals: player 1 6 + 10 +
    // 7.14 + 6 = 29.14, player 2 6 + 12 + 7.14 + 12 = 37.14, player 3 6 + 12
    // + 7.14 + 12 = 37.14, player 4 6 + 10 + 7.14 + 6 = 29.14; tie-breakers 1
    // (9.50) and 3 (132.56 less his own) level, sTCC unknown: two pairs
    // for the lot 3, 2, 1, 4.
    let france = france_wins();
    let mut j = four([BASE, BASE, &france, &france]);
    assert_eq!(j.t.finalists(), None);
    j.lot(&[3, 2, 1, 4]);
    assert_eq!(j.t.finalists(), Some(vec![3, 2, 1, 4]));
    let seats = [
        (3, Role::Elisabeth),
        (2, Role::Pompadour),
        (1, Role::Frederick),
        (4, Role::MariaTheresia),
    ];
    play_final(&mut j, seats, &russia_france());
    // Russia and France win: one nation each for Elisabeth and Pompadour,
    // whose roles won 2 qualifying games each: Pompadour wins the tie.
    use FinalTieBreaker::{Nations, Role as ByRole};
    assert_eq!(
        rows(&j),
        [
            (1, 2, Role::Pompadour, 1, 2, None),
            (2, 3, Role::Elisabeth, 1, 2, Some(ByRole)),
            (3, 1, Role::Frederick, 0, 0, Some(Nations)),
            (4, 4, Role::MariaTheresia, 0, 0, Some(ByRole)),
        ]
    );
    assert_eq!(final_result(&j.t).unwrap().winner, 2);
}

#[test]
fn frederick_alone_wins_with_prussia_and_a_corrected_final_counts() {
    let mut j = russia_every_time();
    let seats = [
        (3, Role::Frederick),
        (1, Role::Elisabeth),
        (4, Role::MariaTheresia),
        (2, Role::Pompadour),
    ];
    play_final(&mut j, seats, BASE);
    assert_eq!(final_result(&j.t).unwrap().winner, 1, "Russia won");
    j.apply(Entry::Confirmed {
        game: GameRef::FINAL,
        result: result(&defensive()),
        reason: Some("Russia had dropped out: Prussia survived".into()),
        by: None,
    });
    let f = final_result(&j.t).unwrap();
    assert_eq!(f.winner, 3);
    assert_eq!(f.places[0].nations, [Nation::Prussia, Nation::Hanover]);
    // Nobody else won a nation: Pompadour (0 wins), Maria Theresia (0) and
    // Elisabeth (4): Pompadour, then Maria Theresia by fewer role wins.
    let order: Vec<(u32, Option<FinalTieBreaker>)> =
        f.places.iter().map(|p| (p.player, p.decided_by)).collect();
    assert_eq!(
        order,
        [
            (3, None),
            (2, Some(FinalTieBreaker::Nations)),
            (4, Some(FinalTieBreaker::Role)),
            (1, Some(FinalTieBreaker::RoleWins)),
        ]
    );
}

#[test]
fn frederick_and_elisabeth_level_after_every_tie_breaker_share_a_place() {
    // Qualifying wins: Elisabeth 1 (round 1), Frederick 1 (round 2, Prussia
    // survives), Pompadour 2 (rounds 3 and 4), Maria Theresia none.
    let france = france_wins();
    let mut j = four([BASE, &defensive(), &france, &france]);
    j.lot(&[1, 2, 3, 4]);
    let order = j.t.finalists().unwrap();
    let role = |p: u32| Role::ALL[usize::try_from(p - 1).unwrap()];
    let seats = order.iter().map(|p| (*p, role(*p)));
    let seats: [(u32, Role); 4] = seats.collect::<Vec<_>>().try_into().unwrap();
    play_final(&mut j, seats, &austria_wins());
    // Austria wins: Maria Theresia (player 3) first; Frederick (1) and
    // Elisabeth (2), no nation and one role win each, are not ordered by (3)
    // and share place 2; Pompadour (4) has no nation and two role wins.
    let f = final_result(&j.t).unwrap();
    let places: Vec<(u32, u32, Option<FinalTieBreaker>, bool)> = f
        .places
        .iter()
        .map(|p| (p.place, p.player, p.decided_by, p.shared))
        .collect();
    assert_eq!(
        places,
        [
            (1, 3, None, false),
            (2, 1, Some(FinalTieBreaker::Nations), true),
            (2, 2, None, true),
            (4, 4, Some(FinalTieBreaker::RoleWins), false),
        ]
    );
    assert_eq!(f.winner, 3);
}
