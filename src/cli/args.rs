//! What the command line takes: the table's options (the window and
//! `headless`) and each subcommand's own, so every `--help` lists only the
//! options its command reads (clap).

use std::path::PathBuf;

use clap::Parser;

use super::format::Output;
use friedrich_clock::lang::Lang;

/// Chess clock and stopwatch for Friedrich tournaments.
#[derive(Debug, Parser)]
#[command(version, about, args_conflicts_with_subcommands = true)]
pub(super) struct Cli {
    /// What else to do than open the clock's window.
    #[command(subcommand)]
    pub command: Option<Sub>,
    /// The table's options.
    #[command(flatten)]
    pub table: TableArgs,
    /// Start in fullscreen (F11 toggles).
    #[arg(long)]
    pub fullscreen: bool,
}

/// The options of a table: the window, or `headless`.
#[derive(Debug, Clone, clap::Args)]
pub(super) struct TableArgs {
    /// Where games and settings are kept (default: the platform's data directory).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// A preset (fwc-2026, fwc-2020, cafe-2023, cafe-2023-es, cafe-2019, british-open) or a ruleset file (TOML).
    #[arg(long, value_name = "PRESET|FILE")]
    pub ruleset: Option<String>,
    /// Copy every game's journal to the tournament hall at URL (`host:port`).
    #[arg(long, value_name = "URL", requires = "key")]
    pub hall: Option<String>,
    /// The table's key (on its table card), or the tournament key the hall
    /// shows at its start.
    #[arg(long, value_name = "KEY")]
    pub key: Option<String>,
    /// The hall's certificate authority (authority.pem from its trust
    /// page, /trust) to verify an https:// hall against.
    #[arg(long, value_name = "FILE", requires = "hall")]
    pub authority: Option<PathBuf>,
    /// Take table N's unfinished game over from the hall (it moves to this
    /// device; the recovery screen comes next).
    #[arg(long = "continue", value_name = "TABLE", requires = "hall")]
    pub continue_table: Option<String>,
}

/// `headless --help`: the protocol in short (docs/headless.md in full).
const HEADLESS_HELP: &str = "\
Run the clock without a window: one JSON object per line on stdin, each \
applied at the moment it is read, journaled (on disk before it is \
answered) and answered on stdout with one line.

A line is a command object, tagged by \"type\" (the `cmd` of a journal's \
command line; a whole journal line is refused: send its `cmd` alone), or a \
result line {\"result\": {...}} with a result file's keys (docs/scoring.md). \
A field a command does not know is refused.

A turn:    start-turn, then hand-off after each nation's action stage \
(Prussia, Hanover, Russia, Sweden, Austria, Imperial Army, France; a nation \
out of the game is skipped); the hand-off after the last one ends the turn.
The attackers' deal: on their chess clock it is their time (a shuffle of a \
new deck on their clock: shuffle ... shuffle-done, between turns or in \
their first stage); on the stopwatch the hand-off after Hanover waits for \
dealt.
Combat:    {\"type\":\"stop\",\"reason\":\"combat\"}, then resume, or \
{\"type\":\"retreat\",\"winner\":\"frederick\",\"length\":3} (pass-retreat, \
conquest, resume).
Between turns: {\"type\":\"fate\",\"card\":\"elisabeth\"}, nation-out.
The end:   end-game (undo takes it back); then a result line.
Jury:      stop/resume, correct, correct-stopwatch, leave-stopwatch, \
enter-stopwatch, imperial-control, late-fate, late-nation-out, objectives, \
offensive, jury-start, undo.

Answers:   ok T (T: the game time in ms, the journal's t), refused: WHY (nothing \
changed), and at start started FILE or recovered FILE at T after N \
commands; with --hall: hall connecting|online|offline|moved: WHY|refused: WHY.
These words are the same in every language; WHY is in --lang's.

Every command, its fields and an example game: docs/headless.md, \
examples/headless-game.jsonl.";

/// What the binary does besides opening the app.
#[derive(Debug, clap::Subcommand)]
pub(super) enum Sub {
    /// Print a saved game's clocks, stage and log at its end (or at --at MS).
    Replay {
        /// The game's journal (a .jsonl file under games/ in the data directory).
        file: PathBuf,
        /// Game time in milliseconds to show instead of the end.
        #[arg(long, value_name = "MS")]
        at: Option<u64>,
        /// Print JSON (see docs/journal.md) instead of text.
        #[arg(long, conflicts_with_all = ["turns", "html"])]
        json: bool,
        /// Print where the time went: one CSV row per turn (docs/journal.md).
        #[arg(long, conflicts_with = "html")]
        turns: bool,
        /// Print the game's report sheet (HTML with its charts, the same the
        /// app and the hall print) in --lang's language.
        #[arg(long)]
        html: bool,
        /// The text's language: en, de or es (default: the environment's).
        #[arg(long, value_name = "LANG", value_parser = lang_arg)]
        lang: Option<Lang>,
    },
    /// Compute the scores of a game's result file (format: docs/scoring.md),
    /// each with its formula. The ruleset's scoring applies (--ruleset, else the
    /// file's `ruleset`, else fwc-2026).
    Score {
        /// The result file (TOML, or JSON).
        file: PathBuf,
        /// The scoring rules: a preset (fwc-2026, fwc-2020, cafe-2023,
        /// cafe-2023-es, cafe-2019, british-open) or a ruleset file (TOML).
        #[arg(long, value_name = "PRESET|FILE")]
        ruleset: Option<String>,
        /// JSON: the validated result and the score sheet; CSV: one row per
        /// player for the jury's spreadsheet; HTML: the printable score sheet.
        #[command(flatten)]
        output: Output,
    },
    /// Draw the qualifying round for the players in a CSV file (columns
    /// name,town[,fill-in] under a header line, or the hall's players
    /// export no,name,town,fill_in,note; docs/tournament.md), made up to a
    /// multiple of four with fill-ins.
    Draw {
        /// The players (CSV).
        file: PathBuf,
        /// The seed of the lot (default: a random one, printed).
        #[arg(long)]
        seed: Option<u64>,
        /// Print JSON: the players and the draw.
        #[arg(long, conflicts_with = "csv")]
        json: bool,
        /// Print CSV: the hall's draw.csv (the seed on its first line).
        #[arg(long)]
        csv: bool,
        /// The text's language: en, de or es (default: the environment's).
        #[arg(long, value_name = "LANG", value_parser = lang_arg)]
        lang: Option<Lang>,
    },
    /// Run the clock without a window: JSON commands on stdin, one per line
    /// (docs/headless.md), answered with "ok T" or "refused: why".
    #[command(long_about = HEADLESS_HELP)]
    Headless {
        /// The table's number or name (in the journal's name and first line).
        #[arg(long, default_value = "headless")]
        table: String,
        /// Take the game from the hall's draw: round 1–4 or `final`, at
        /// table `--table` (a number); the names by role come from the draw.
        #[arg(long, requires = "hall")]
        round: Option<String>,
        /// The language of the reasons after `refused:` and of the errors:
        /// en, de or es (default: the environment's; the protocol's own
        /// words stay as they are).
        #[arg(long, value_name = "LANG", value_parser = lang_arg)]
        lang: Option<Lang>,
        /// The table's options.
        #[command(flatten)]
        table_args: TableArgs,
    },
    /// The tournament hall on the jury's laptop: keeps a copy of every
    /// table's journal, shows every clock live (/hall), serves the web build.
    Hall {
        /// Where the hall keeps its files (default: hall/ in the platform's
        /// data directory).
        #[arg(long, value_name = "DIR")]
        data_dir: Option<PathBuf>,
        /// The plain-HTTP port (0: any free port, printed).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The HTTPS port, with the hall's own certificate authority
        /// (default 8443; with --port 0, any free port).
        #[arg(long, value_name = "PORT", conflicts_with = "no_https")]
        https_port: Option<u16>,
        /// Serve plain HTTP only, no HTTPS.
        #[arg(long)]
        no_https: bool,
        /// Plain HTTP serves the trust page only (tablets that cannot trust
        /// the hall's authority cannot play then).
        #[arg(long, conflicts_with = "no_https")]
        no_plain_http: bool,
        /// The web build's folder.
        #[arg(long, value_name = "DIR", default_value = "dist")]
        web: PathBuf,
        /// A game is taken over by another device only when its own has been
        /// silent this long (so no tablet takes a live table's game).
        #[arg(long, value_name = "SECONDS", default_value_t = 15)]
        take_after: u64,
        /// The address the tablets reach this laptop at, put in every QR
        /// code (a host, host:port or http://host:port); without it, the
        /// address of this laptop on its network.
        #[arg(long, value_name = "ADDRESS")]
        address: Option<String>,
        /// A second copy of everything the hall keeps, in DIR on another
        /// disk (a USB stick): docs/tournament.md, "When the laptop fails".
        #[arg(long, value_name = "DIR")]
        copy_to: Option<PathBuf>,
        /// Publish the tournament as a static site into DIR at the start
        /// and after every change the public may see (upload DIR to post
        /// the live results).
        #[arg(long, value_name = "DIR")]
        publish_to: Option<PathBuf>,
        /// The language of what the hall says on its terminal: en, de or es
        /// (default: the environment's; the pages follow each browser).
        #[arg(long, value_name = "LANG", value_parser = lang_arg)]
        lang: Option<Lang>,
    },
    /// Serve the web build (dist/, made by `make web`) on the local network,
    /// so a tablet or phone can load the clock from this machine.
    Serve {
        /// The port (0: any free port, printed).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The web build's folder.
        #[arg(long, value_name = "DIR", default_value = "dist")]
        dir: PathBuf,
    },
    /// The qualifying standings with every tie-breaker (and the final's
    /// order once confirmed) from the hall's DIR/tournament.jsonl.
    Standings {
        /// The hall's folder, holding tournament.jsonl.
        dir: PathBuf,
        /// JSON: every number with the games behind it; CSV: one row per
        /// player; HTML: a printable page.
        #[command(flatten)]
        output: Output,
        /// The HTML page's language: en, de or es (default: the environment's; the
        /// text table is English).
        #[arg(long, value_name = "LANG", value_parser = lang_arg)]
        lang: Option<Lang>,
    },
    /// Write the tournament in the hall's folder DIR as a static site into
    /// OUT (draw, results, standings, final, time charts, in English,
    /// German and Spanish) that any web host serves: no key, no journals.
    Publish {
        /// The hall's folder, holding tournament.jsonl (and journals/).
        dir: PathBuf,
        /// The site's folder (made if missing; files beside the site stay).
        out: PathBuf,
        /// The language of the messages: en, de or es (default: the
        /// environment's; the site has every language).
        #[arg(long, value_name = "LANG", value_parser = lang_arg)]
        lang: Option<Lang>,
    },
}

/// `--lang`: `en`, `de` or `es`.
fn lang_arg(arg: &str) -> Result<Lang, String> {
    Lang::ALL
        .into_iter()
        .find(|l| l.code() == arg.trim().to_lowercase())
        .ok_or_else(|| "en, de or es".to_owned())
}
