//! A player who leaves after the draw, through the hall's API with a real
//! `friedrich-clock hall` process: the jury withdraws him from a round on
//! with a reason and a new fill-in; refusals change nothing; the tablet
//! taking his next game from the draw gets the fill-in's name; the player
//! cards, the draw's export and the standings show it; a restart replays
//! the same.
#![allow(clippy::unwrap_used)]

use serde_json::{Value, json};

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use jury_api::{Hall, journal_bytes, russia_wins};

/// The game of `round` where `player` sits, and his role's index.
fn seat_of(view: &Value, round: usize, player: u64) -> (u64, usize) {
    let games = view["rounds"][round - 1]["games"].as_array().unwrap();
    games
        .iter()
        .find_map(|g| {
            let seats = g["players"].as_array().unwrap();
            let role = seats.iter().position(|p| p.as_u64() == Some(player))?;
            Some((g["table"].as_u64().unwrap(), role))
        })
        .unwrap()
}

#[test]
fn a_player_who_leaves_is_withdrawn_and_his_fill_in_takes_his_seats() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = Hall::start(&dir, 0);
    let (code, body) = hall.post("/open", &json!({"name": "FWC 2026"}));
    assert_eq!(code, 200, "{body}");
    for no in 1..=16 {
        let player = json!({"name": format!("Player {no}"), "town": format!("Town {}", no % 4)});
        assert_eq!(hall.post("/players", &player).0, 200);
    }
    let (code, view) = hall.post("/draw", &json!({"seed": "7"}));
    assert_eq!(code, 200, "{view}");
    // Player 5 played round 1; its result is confirmed.
    let (table1, _) = seat_of(&view, 1, 5);
    let path = format!("/games/1/{table1}/confirm");
    let (code, body) = hall.post(&path, &json!({"result": russia_wins()}));
    assert_eq!(code, 200, "{body}");

    let karl = json!({"name": "Karl Ersatz", "town": "Graz"});
    let withdraw = |from: u8, fill_in: &Value, reason: &str| json!({"player": 5, "from_round": from, "fill_in": fill_in, "reason": reason});
    let before = journal_bytes(&dir);
    let refusals = [
        (withdraw(1, &karl, "ill"), 409, "already-played"),
        (withdraw(2, &karl, " "), 400, "no-reason"),
        (withdraw(5, &karl, "ill"), 400, "no-such-round"),
        (withdraw(2, &json!(6), "ill"), 409, "not-a-fill-in"),
        (withdraw(2, &json!(40), "ill"), 400, "no-such-player"),
        (withdraw(2, &json!({"name": " "}), "ill"), 400, "no-name"),
        (
            json!({"player": 99, "from_round": 2, "fill_in": karl, "reason": "ill"}),
            400,
            "no-such-player",
        ),
    ];
    for (request, status, error) in refusals {
        let (code, body) = hall.post("/withdraw", &request);
        assert_eq!(
            (code, body["error"].as_str()),
            (status, Some(error)),
            "{request}"
        );
        assert!(body["message"].as_str().unwrap().len() > 10, "{body}");
        assert_eq!(journal_bytes(&dir), before, "{request}: nothing written");
    }

    let (code, view) = hall.post("/withdraw", &withdraw(2, &karl, "left at lunch"));
    assert_eq!(code, 200, "{view}");
    assert_eq!(view["players"][16]["name"], "Karl Ersatz");
    assert_eq!(view["players"][16]["fill_in"], true);
    assert_eq!(
        view["withdrawals"],
        json!([{"player": 5, "from_round": 2, "by": 17, "reason": "left at lunch"}])
    );
    let (code, body) = hall.post("/withdraw", &withdraw(3, &karl, "again"));
    assert_eq!(
        (code, body["error"].as_str()),
        (409, Some("already-withdrawn"))
    );

    // Round 1 stays his; from round 2 the tablets get Karl's name.
    let (code, taken) = hall.call(
        &hall.url(&format!("/api/tournament/games/1/{table1}")),
        None,
    );
    assert_eq!(code, 200);
    assert!(
        taken["names"]
            .as_array()
            .unwrap()
            .contains(&json!("Player 5"))
    );
    for round in 2..=4 {
        let (table, role) = seat_of(&view, round, 17);
        let url = hall.url(&format!("/api/tournament/games/{round}/{table}"));
        let (code, taken) = hall.call(&url, None);
        assert_eq!(code, 200, "{taken}");
        assert_eq!(taken["names"][role], "Karl Ersatz", "round {round}");
        assert!(
            !taken["names"]
                .as_array()
                .unwrap()
                .contains(&json!("Player 5"))
        );
    }

    // Player 5 is not ranked: last, withdrawn from round 2, with his score.
    let standings = view["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 16, "15 ranked and him; Karl is a fill-in");
    let last = standings.last().unwrap();
    assert_eq!(
        (last["player"].as_u64(), last["withdrawn"].as_u64()),
        (Some(5), Some(2))
    );
    assert_eq!(
        (last["confirmed"].as_u64(), last["scheduled"].as_u64()),
        (Some(1), Some(1))
    );
    assert!(
        standings[..15]
            .iter()
            .all(|l| l["withdrawn"].is_null() && l["rank"].as_u64() > Some(0))
    );

    // The player cards: Karl has one in place of player 5; player 5's says
    // he is withdrawn from round 2.
    let (code, cards) = hall.call(&hall.url("/print/players?lang=en"), None);
    assert_eq!(code, 200);
    let cards = cards.as_str().unwrap();
    assert!(cards.contains("Karl Ersatz"), "Karl's card");
    assert!(cards.contains("in place of Player 5 from round 2"));
    assert!(cards.contains("withdrawn from round 2"));
    let (_, de) = hall.call(&hall.url("/print/players?lang=de"), None);
    assert!(de.as_str().unwrap().contains("ab Runde 2 zurückgezogen"));
    // The draw's export seats Karl from round 2.
    let (_, csv) = hall.call(&hall.url("/export/draw.csv"), None);
    let karl_rows = csv
        .as_str()
        .unwrap()
        .lines()
        .filter(|l| l.contains("Karl Ersatz"));
    assert_eq!(karl_rows.count(), 3);
    let second = csv.as_str().unwrap().lines().nth(1).unwrap_or_default();
    assert!(
        second.starts_with("# seats as played: 1 withdrawn"),
        "the export says it is not the seed's draw: {second}"
    );

    // A restart replays the same tournament.
    let seen = hall.tournament();
    drop(hall);
    let again = Hall::start(&dir, 0);
    let replayed = again.tournament();
    for key in ["players", "withdrawals", "rounds", "standings"] {
        assert_eq!(replayed[key], seen[key], "{key}");
    }
}
