//! The headless table's protocol (docs/headless.md): the example game
//! plays to its end and saves its result, a command with a field it does
//! not know and a whole journal line are refused and change nothing,
//! journals written today and the fixture still replay, and `--help` and
//! the document name every command.
#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

use friedrich_clock::engine::{
    Command, FateCard, Nation, Offensive, Role, Side, StopReason, StopwatchTimer,
};
use friedrich_clock::journal::{self, Record};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_friedrich-clock");

/// The example game, as a person would find it.
fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/headless-game.jsonl")
}

/// Runs `headless` in `dir` with `input` on stdin (in English); its stdout
/// lines.
fn headless(dir: &Path, input: &[u8], lang: &str) -> Vec<String> {
    let mut child = Process::new(BIN)
        .args(["headless", "--table", "7", "--lang", lang, "--data-dir"])
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The journal a run started (`started FILE`).
fn journal_of(answers: &[String]) -> PathBuf {
    PathBuf::from(answers[0].strip_prefix("started ").unwrap())
}

/// `replay FILE` with `args`: its stdout.
fn replay(file: &Path, args: &[&str]) -> String {
    let out = Process::new(BIN)
        .arg("replay")
        .arg(file)
        .args(args)
        .env("LC_ALL", "C")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_example_game_plays_to_its_end_and_saves_its_result() {
    let dir = tempfile::tempdir().unwrap();
    let script = std::fs::read_to_string(example()).unwrap();
    let answers = headless(dir.path(), script.as_bytes(), "en");
    assert!(answers[0].starts_with("started "), "{answers:?}");
    let lines = script.lines().count();
    assert_eq!(answers.len(), lines + 1, "one answer a line: {answers:?}");
    for (line, answer) in script.lines().zip(&answers[1..]) {
        assert!(answer.starts_with("ok "), "{line} → {answer}");
    }
    // The journal: every command, then the jury's result.
    let file = journal_of(&answers);
    let read = journal::read(&file).unwrap();
    assert_eq!(read.commands.len(), lines - 1);
    let result = read.results.last().unwrap();
    assert_eq!(result.turns, Some(10));
    // Replayed: the game is over in turn 10, Russia, Sweden and France out.
    let json: Value = serde_json::from_str(&replay(&file, &["--json"])).unwrap();
    assert_eq!(json["view"]["phase"], "game-over", "{}", json["view"]);
    assert_eq!(json["view"]["turn"], 10);
    assert_eq!(json["refused_commands"], 0);
    let text = replay(&file, &[]);
    assert!(text.contains("Retreat −3, chosen by Frederick"), "{text}");
    assert!(text.contains("Card of Fate: America"), "{text}");
    // The report sheet from the journal: the result's scores and the charts.
    let sheet = replay(&file, &["--html", "--lang", "de"]);
    assert!(sheet.starts_with("<!DOCTYPE html>"), "{sheet}");
    assert!(sheet.contains("<html lang=\"de\">"));
    // Frederick's defensive victory: 10 and the bonus of 2.
    assert!(sheet.contains("Friedrich gewann"), "{sheet}");
    assert!(sheet.contains("12.00"), "{sheet}");
    assert!(sheet.matches("<svg").count() >= 3, "the three charts");
}

#[test]
fn a_field_a_command_does_not_know_and_a_journal_line_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let pad = "x".repeat(10 * 1024 * 1024);
    let input = format!(
        "{}\n{}\n{}\n{}\n{}\n",
        serde_json::json!({"type": "start-turn", "pad": pad}),
        r#"{"kind":"command","v":1,"t":0,"wall":"2026-09-12T17:00:09.480+02:00","cmd":{"type":"start-turn"}}"#,
        r#"{"type":"start-turn"}"#,
        r#"{"type":"stop","reason":"combat"}"#,
        r#"{"type":"retreat","winner":"frederick","lenght":3}"#,
    );
    let answers = headless(dir.path(), input.as_bytes(), "en");
    assert_eq!(answers[1], "refused: unknown field `pad` in start-turn");
    assert_eq!(
        answers[2],
        r#"refused: a journal line: send its cmd object alone, e.g. {"type":"hand-off"}"#
    );
    assert!(answers[3].starts_with("ok "), "{answers:?}");
    assert!(answers[4].starts_with("ok "), "{answers:?}");
    assert!(
        answers[5].starts_with("refused: not a command: missing field `length`"),
        "{}",
        answers[5]
    );
    // Only the two accepted commands are in the journal.
    let read = journal::read(&journal_of(&answers)).unwrap();
    assert_eq!(
        read.commands
            .iter()
            .map(|(_, c)| c.clone())
            .collect::<Vec<_>>(),
        [
            Command::StartTurn,
            Command::Stop {
                reason: StopReason::Combat
            }
        ]
    );
    // A field the command knows but misspelled beside the right one.
    let dir = tempfile::tempdir().unwrap();
    let input = "{\"type\":\"start-turn\"}\n{\"type\":\"stop\",\"reason\":\"combat\"}\n\
        {\"type\":\"retreat\",\"winner\":\"frederick\",\"length\":3,\"lenght\":3}\n";
    let answers = headless(dir.path(), input.as_bytes(), "es");
    assert_eq!(answers[3], "refused: campo desconocido `lenght` en retreat");
}

#[test]
fn a_journal_written_today_and_the_fixture_replay_as_they_were_played() {
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/journal-2026-11.jsonl");
    let dir = tempfile::tempdir().unwrap();
    let script = std::fs::read_to_string(example()).unwrap();
    let today = journal_of(&headless(dir.path(), script.as_bytes(), "en"));
    for file in [fixture, today] {
        let read = journal::read(&file).unwrap();
        assert!(
            read.skipped.is_none(),
            "{}: no line skipped",
            file.display()
        );
        assert!(matches!(read.game, Record::Game { .. }));
        let (engine, _, refused) = journal::replay_at(&read, None);
        assert_eq!(refused, 0, "{}", file.display());
        let view = engine.view(engine.since());
        assert_eq!(view.turn, 10);
        assert!(!read.results.is_empty());
    }
}

/// One command of every kind: adding a kind breaks the match below until it
/// is listed here, and so in the document and the help.
fn every_command() -> Vec<Command> {
    let reason = || "jury".to_owned();
    let all = vec![
        Command::StartTurn,
        Command::HandOff,
        Command::Stop {
            reason: StopReason::Combat,
        },
        Command::Resume,
        Command::Retreat {
            winner: Side::Frederick,
            length: 3,
        },
        Command::PassRetreat,
        Command::Conquest {
            side: Side::Attackers,
        },
        Command::Shuffle,
        Command::ShuffleDone,
        Command::Dealt,
        Command::Fate {
            card: FateCard::Other(3),
        },
        Command::NationOut {
            nation: Nation::France,
        },
        Command::LateFate {
            card: FateCard::Sweden,
            after_turn: 7,
            reason: reason(),
        },
        Command::LateNationOut {
            nation: Nation::Russia,
            after_turn: 7,
            reason: reason(),
        },
        Command::Objectives {
            nation: Nation::Russia,
            held: 2,
            total: 8,
        },
        Command::Correct {
            side: Side::Frederick,
            delta_ms: 1000,
            reason: reason(),
        },
        Command::CorrectStopwatch {
            timer: StopwatchTimer::Stage,
            delta_ms: -1000,
            reason: reason(),
        },
        Command::LeaveStopwatch {
            side: Side::Attackers,
            reason: reason(),
        },
        Command::EnterStopwatch {
            side: Side::Attackers,
        },
        Command::ImperialControl {
            role: Some(Role::Pompadour),
            reason: reason(),
        },
        Command::Offensive {
            step: Offensive::Launched,
        },
        Command::JuryStart {
            turn: 9,
            stopwatch: vec![Side::Attackers],
            out: vec![],
            imperial: None,
            next: Nation::Russia,
        },
        Command::Undo,
        Command::EndGame,
    ];
    for c in &all {
        match c {
            Command::StartTurn
            | Command::HandOff
            | Command::Stop { .. }
            | Command::Resume
            | Command::Retreat { .. }
            | Command::PassRetreat
            | Command::Conquest { .. }
            | Command::Shuffle
            | Command::ShuffleDone
            | Command::Dealt
            | Command::Fate { .. }
            | Command::NationOut { .. }
            | Command::LateFate { .. }
            | Command::LateNationOut { .. }
            | Command::Objectives { .. }
            | Command::Correct { .. }
            | Command::CorrectStopwatch { .. }
            | Command::LeaveStopwatch { .. }
            | Command::EnterStopwatch { .. }
            | Command::ImperialControl { .. }
            | Command::Offensive { .. }
            | Command::JuryStart { .. }
            | Command::Undo
            | Command::EndGame => {}
        }
    }
    all
}

#[test]
fn the_document_and_the_help_name_every_command_and_its_fields() {
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/headless.md"))
            .unwrap();
    let out = Process::new(BIN)
        .args(["headless", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    for command in every_command() {
        let value = serde_json::to_value(&command).unwrap();
        let kind = value["type"].as_str().unwrap();
        let row = doc
            .lines()
            .find(|l| l.starts_with(&format!("| `{kind}` |")))
            .unwrap_or_else(|| panic!("{kind}: no row in docs/headless.md"));
        for field in value.as_object().unwrap().keys().filter(|k| *k != "type") {
            assert!(
                row.contains(&format!("`{field}`")),
                "{kind}: {field} in {row}"
            );
        }
        assert!(help.contains(kind), "{kind} missing from headless --help");
    }
    // The help points at the document and the example, which exist.
    assert!(help.contains("docs/headless.md") && help.contains("examples/headless-game.jsonl"));
    assert!(example().is_file());
}

#[test]
fn a_line_not_utf8_or_with_a_field_twice_is_refused_and_the_table_plays_on() {
    // Every bad line is refused and changes nothing (docs/headless.md); a
    // field given twice is refused as `score` refuses it, not one value
    // dropped unseen.
    let dir = tempfile::tempdir().unwrap();
    let mut input = b"{\"type\":\"start-turn\"}\n\xff\xfe{\"type\":\"hand-off\"}\n".to_vec();
    input.extend_from_slice(
        br#"{"type":"stop","reason":"combat"}
{"type":"retreat","winner":"frederick","length":9,"length":3}
{"result":{"turns":3,"turns":4}}
{"type":"resume"}
"#,
    );
    let answers = headless(dir.path(), &input, "en");
    assert_eq!(answers.len(), 7, "{answers:?}");
    assert!(answers[1].starts_with("ok "), "{answers:?}");
    assert_eq!(
        answers[2],
        "refused: not a command: the line is not UTF-8 text"
    );
    assert!(answers[3].starts_with("ok "), "{answers:?}");
    assert!(
        answers[4].starts_with("refused: not a command: duplicate field `length`"),
        "{answers:?}"
    );
    assert!(
        answers[5].starts_with("refused: not a result: duplicate field `turns`"),
        "{answers:?}"
    );
    assert!(answers[6].starts_with("ok "), "{answers:?}");
    let file = journal_of(&answers);
    let read = journal::read(&file).unwrap();
    assert_eq!(read.commands.len(), 3, "start-turn, stop, resume");
    assert!(read.results.is_empty());
    // A journal line with a field twice is read as a broken line, skipped
    // and named, like a torn one.
    let mut text = std::fs::read_to_string(&file).unwrap();
    let t = read.commands.last().unwrap().0 + 1;
    text.push_str(&format!(
        "{{\"kind\":\"command\",\"t\":{t},\"t\":{t},\"wall\":\"2026-11-29T10:00:00+01:00\",\"cmd\":{{\"type\":\"hand-off\"}}}}\n"
    ));
    std::fs::write(&file, text).unwrap();
    let read = journal::read(&file).unwrap();
    assert_eq!(read.commands.len(), 3);
    assert_eq!(read.skipped.as_ref().map(|(line, _)| *line), Some(5));
}
