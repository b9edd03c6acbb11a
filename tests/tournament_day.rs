//! A whole tournament on one laptop, with the real binary: a hall, 24
//! players registered through its API, the draw, 24 qualifying games played
//! on `headless` tables that take their game from the draw and type the
//! jury's result, every result confirmed in the hall, the standings with
//! their tie-breakers, the final seeded, its roles chosen in rank order,
//! played, confirmed and decided; the printouts served. Bounded: each wait
//! has a deadline.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use serde_json::{Value, json};

#[path = "hall/processes.rs"]
mod processes;
mod server;

use processes::{Hall, Table, call, until_identical};

/// A POST to the hall's tournament API; the answer must be 200.
fn post(hall: &Hall, path: &str, body: &Value) -> Value {
    let url = format!("{}{path}", hall.url());
    let (code, answer) = call(&url, Some((&hall.key, body.to_string().into_bytes())));
    assert_eq!(code, 200, "{path} {body}: {answer}");
    answer
}

/// `GET /api/tournament`.
fn tournament(hall: &Hall) -> Value {
    let url = format!("{}/api/tournament", hall.url());
    let (code, answer) = processes::get(&url, &hall.key);
    assert_eq!(code, 200, "{answer}");
    answer
}

/// Cards of Fate that take Russia, Sweden and France out after turn 13.
const FATE_13: [&str; 8] = [
    "other",
    "poems",
    "other",
    "elisabeth",
    "india",
    "other",
    "sweden",
    "america",
];
/// And after turn 11.
const FATE_11: [&str; 6] = [
    "poems",
    "lord-bute",
    "elisabeth",
    "sweden",
    "india",
    "america",
];

/// A valid result that differs from game to game: Russia wins in turn 12
/// (8 of 8), the others hold `n`-dependent shares, so the scores and the
/// second-best tie-breaker vary; with the Cards of Fate in one of two
/// orders (N = 13 or 11), so that every Frederick's sTCC is known.
fn result(n: u32) -> Value {
    let fate: &[&str] = if n.is_multiple_of(2) {
        &FATE_13
    } else {
        &FATE_11
    };
    json!({"turns": 12, "outcome": "attackers", "winners": ["russia"], "fate": fate,
        "objectives": {
            "russia": {"held": 8, "total": 8},
            "sweden": {"held": n % 4, "total": 4},
            "austria": {"held": (n * 3) % 7, "total": 7},
            "imperial-army": {"held": (n * 5) % 6, "total": 10},
            "france": {"held": (n * 2) % 5, "total": 5}}})
}

/// Table `table`'s own key, as its table card carries it (the hall keeps
/// it in `table-keys.json` once the cards are printed).
fn table_key(hall: &Hall, table: u32) -> String {
    let kept: Value =
        serde_json::from_slice(&std::fs::read(hall.dir.join("table-keys.json")).unwrap()).unwrap();
    kept["tables"][table.to_string()]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Plays `round`'s game at `table` on a headless table that takes it from
/// the draw with its table's own key, types its result, and waits until the
/// hall has every line.
fn play(hall: &Hall, dir: &std::path::Path, round: &str, table: u32, n: u32) -> Table {
    let key = table_key(hall, table);
    let mut t = Table::start(
        &dir.join(format!("r{round}-t{table}")),
        &table.to_string(),
        (&hall.url(), &key),
        &["--round", round],
    );
    t.play(6, Duration::ZERO);
    let saved = t.send(&json!({ "result": result(n) }));
    assert!(saved.starts_with("ok "), "{saved}");
    t.finish();
    until_identical(hall, &t, Duration::from_secs(20));
    t
}

#[test]
fn twenty_four_players_play_a_whole_tournament_on_one_laptop() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(&temp.path().join("hall"), 0);
    post(
        &hall,
        "/api/tournament/open",
        &json!({"name": "Test Open 2026", "scheme": "fwc-2026"}),
    );
    let towns = ["Berlin", "Madrid", "London", "Wien"];
    for n in 1..=24u32 {
        // Three players from each of four towns, twelve from nowhere in particular.
        let town = if n <= 12 { towns[(n % 4) as usize] } else { "" };
        post(
            &hall,
            "/api/tournament/players",
            &json!({"name": format!("Player {n:02}"), "town": town}),
        );
    }
    let drawn = post(&hall, "/api/tournament/draw", &json!({"seed": 2026}));
    let draw = &drawn["draw"];
    assert_eq!(draw["seed"], "2026", "{draw}");
    assert_eq!(draw["method"], "design", "six tables: the stored design");
    assert_eq!(draw["repeats"], json!([]), "nobody meets anyone twice");
    assert_eq!(draw["together"], json!([]), "no two of one town meet");

    // The table cards printed: each table's own key made; the tables play
    // with it, never with the jury's.
    let (code, _) = processes::get(&format!("{}/print/tables", hall.url()), &hall.key);
    assert_eq!(code, 200);
    // The qualifying round: 4 rounds × 6 tables, each on its own headless table.
    let started = Instant::now();
    let mut n = 0;
    for round in 1..=4u32 {
        for table in 1..=6u32 {
            n += 1;
            let t = play(&hall, temp.path(), &round.to_string(), table, n);
            let game = first_line(&t);
            assert_eq!(game["game"], json!({"round": round, "table": table}));
            assert!(
                game["names"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|name| name.as_str().unwrap().starts_with("Player ")),
                "the names come from the draw: {game}"
            );
        }
        let state = tournament(&hall);
        let reported = games(&state)
            .filter(|g| g["round"] == round && g["status"] == "reported")
            .count();
        assert_eq!(reported, 6, "round {round}'s results arrived: {state}");
        for table in 1..=6u32 {
            post(
                &hall,
                &format!("/api/tournament/games/{round}/{table}/confirm"),
                // The headless tables play a turn; their results say turn
                // 12: the jury confirms past the clock with its reason.
                &json!({"reason": "played on a board beside the clock"}),
            );
        }
    }
    eprintln!("24 games played in {:?}", started.elapsed());

    let state = tournament(&hall);
    assert_eq!(
        games(&state).filter(|g| g["status"] == "confirmed").count(),
        24
    );
    let standings = state["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 24);
    // Every result came with its Cards of Fate: no row warns, and every
    // Frederick's sTCC (tie-breaker 2) is known.
    assert!(games(&state).all(|g| g["fate"].is_null()), "{state}");
    assert!(
        standings.iter().all(|l| l["tcc"]["value"].is_f64()),
        "{standings:?}"
    );
    // Ties the jury must draw a lot for, drawn in the hall.
    for group in state["lots_needed"].as_array().unwrap() {
        post(&hall, "/api/tournament/lot", &json!({ "players": group }));
    }
    let state = tournament(&hall);
    let finalists: Vec<u64> = state["finalists"]
        .as_array()
        .unwrap_or_else(|| panic!("the final is seeded: {state}"))
        .iter()
        .map(|p| p["player"].as_u64().unwrap())
        .collect();
    assert_eq!(finalists.len(), 4);
    // Three choose; the last finalist is seated in the role left.
    for (player, role) in finalists
        .iter()
        .zip(["pompadour", "frederick", "elisabeth"])
    {
        post(
            &hall,
            "/api/tournament/seat",
            &json!({"player": player, "role": role}),
        );
    }

    // The final, round 0.
    let t = play(&hall, temp.path(), "final", 1, 99);
    let game = first_line(&t);
    assert_eq!(game["game"], json!({"round": 0, "table": 1}));
    post(
        &hall,
        "/api/tournament/games/0/1/confirm",
        &json!({"reason": "played on a board beside the clock"}),
    );
    let state = tournament(&hall);
    let decided = &state["final"];
    let winner = decided["winner"].as_u64();
    assert!(winner.is_some(), "the tournament has a winner: {decided}");
    // Russia won the final: Elisabeth, who chose third, wins the tournament.
    assert_eq!(winner, Some(finalists[2]), "{decided}");

    // The printouts and exports are served with the players' names.
    for page in ["draw", "tables", "players", "standings", "final"] {
        let url = format!("{}/print/{page}", hall.url());
        let (code, body) = processes::get(&url, &hall.key);
        assert_eq!(code, 200, "{page}");
        assert!(body.as_str().unwrap().contains("Player 01"), "{page}");
    }
    let url = format!("{}/export/standings.csv", hall.url());
    let (code, body) = processes::get(&url, &hall.key);
    assert_eq!(code, 200);
    assert_eq!(
        body.as_str().unwrap().lines().count(),
        25,
        "a header and 24 players"
    );
}

/// The table's game line.
fn first_line(t: &Table) -> Value {
    let text = std::fs::read_to_string(&t.journal).unwrap();
    serde_json::from_str(text.lines().next().unwrap()).unwrap()
}

/// Every qualifying game's status in `GET /api/tournament`.
fn games(state: &Value) -> impl Iterator<Item = &Value> {
    state["rounds"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["games"].as_array().into_iter().flatten())
}
