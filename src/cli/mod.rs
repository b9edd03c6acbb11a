//! The desktop binary's command line: the window, `headless`, the hall and
//! the subcommands (`replay`, `score`, `serve`, `draw`, `standings`,
//! `publish`), one match and one way out.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use clap::Parser;

use format::{Format, Output};

mod draw;
mod format;
mod hall;
mod headless;
mod publish;
mod replay;
mod score;
mod serve;
mod standings;

use crate::window;
use friedrich_clock::engine::{Preset, Ruleset};
use friedrich_clock::lang::Lang;
use friedrich_clock::session::Table;
use friedrich_clock::settings;
use friedrich_clock::settings::RulesetChoice;
use friedrich_clock::shipping::{self, HallAddress, Shipper};
use friedrich_clock::words;
use friedrich_clock::words::command_line::{self as say, Term};

/// Chess clock and stopwatch for Friedrich tournaments.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Sub>,
    /// Where games and settings are kept (default: the platform's data directory).
    #[arg(long, value_name = "DIR", global = true)]
    data_dir: Option<PathBuf>,
    /// A preset (fwc-2026, fwc-2020, cafe-2023, cafe-2023-es, cafe-2019, british-open) or a ruleset file (TOML).
    #[arg(long, value_name = "PRESET|FILE", global = true)]
    ruleset: Option<String>,
    /// Start in fullscreen (F11 toggles).
    #[arg(long)]
    fullscreen: bool,
    /// Copy every game's journal to the tournament hall at URL (`host:port`).
    #[arg(long, value_name = "URL", global = true, requires = "key")]
    hall: Option<String>,
    /// The tournament key the hall shows at its start.
    #[arg(long, value_name = "KEY", global = true)]
    key: Option<String>,
    /// Take table N's unfinished game over from the hall (it moves to this
    /// device; the recovery screen comes next).
    #[arg(
        long = "continue",
        value_name = "TABLE",
        global = true,
        requires = "hall"
    )]
    continue_table: Option<String>,
}

/// What else the binary does besides opening the app.
#[derive(Debug, clap::Subcommand)]
enum Sub {
    /// Print a saved game's clocks, stage and log at its end (or at --at MS).
    Replay {
        /// The game's journal (a .jsonl file under games/ in the data directory).
        file: PathBuf,
        /// Game time in milliseconds to show instead of the end.
        #[arg(long, value_name = "MS")]
        at: Option<u64>,
        /// Print JSON (see docs/journal.md) instead of text.
        #[arg(long, conflicts_with = "turns")]
        json: bool,
        /// Print where the time went: one CSV row per turn (docs/journal.md).
        #[arg(long)]
        turns: bool,
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
    /// (as in the journal), answered with "ok T" or "refused: why".
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
    },
    /// The tournament hall on the jury's laptop: keeps a copy of every
    /// table's journal, shows every clock live (/hall), serves the web build.
    Hall {
        /// The port (0: any free port, printed).
        #[arg(long, default_value_t = 8080)]
        port: u16,
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

/// What is logged when RUST_LOG is not set.
const LOG_DEFAULT: &str = "friedrich_clock=info";

/// `--lang`: `en`, `de` or `es`.
fn lang_arg(arg: &str) -> Result<Lang, String> {
    Lang::ALL
        .into_iter()
        .find(|l| l.code() == arg.trim().to_lowercase())
        .ok_or_else(|| "en, de or es".to_owned())
}

/// The language of the command line's human output: the subcommand's
/// `--lang`, else the environment's (the first of LC_ALL, LC_MESSAGES and
/// LANG that is set: German if it starts with `de`, Spanish with `es`),
/// else English. Machine output (JSON, CSV, the headless protocol's words)
/// is the same in every language.
fn language(cli: &Cli) -> Lang {
    let asked = match &cli.command {
        Some(
            Sub::Draw { lang, .. }
            | Sub::Replay { lang, .. }
            | Sub::Headless { lang, .. }
            | Sub::Standings { lang, .. }
            | Sub::Publish { lang, .. },
        ) => *lang,
        _ => None,
    };
    asked.unwrap_or_else(|| {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
            .map_or(Lang::En, |locale| locale_lang(&locale))
    })
}

/// The language of a locale name (`de_AT.UTF-8`: German; `C`: English).
fn locale_lang(locale: &str) -> Lang {
    match locale.get(..2) {
        Some("de") => Lang::De,
        Some("es") => Lang::Es,
        _ => Lang::En,
    }
}

/// A preset name, or else a file that must load.
fn ruleset_choice(arg: &str, lang: Lang) -> Result<RulesetChoice, String> {
    if let Ok(preset) = arg.parse::<Preset>() {
        return Ok(RulesetChoice::Preset(preset));
    }
    let path = PathBuf::from(arg);
    if !path.exists() && !arg.contains(['/', '.']) {
        let known: Vec<&str> = Preset::ALL.into_iter().map(Preset::id).collect();
        return Err(say::unknown_preset(lang, arg, &known));
    }
    let choice = RulesetChoice::File(path);
    load_ruleset(&choice, lang)?;
    Ok(choice)
}

/// [`settings::load_ruleset`], a failure in `lang`.
fn load_ruleset(choice: &RulesetChoice, lang: Lang) -> Result<Ruleset, String> {
    settings::load_ruleset(choice).map_err(|e| words::ruleset_error(lang, &e))
}

/// Why the command line stops without doing its work, and so its exit code.
pub(crate) enum Failure {
    /// The command line or one of its files is wrong (exit code 2).
    Usage(String),
    /// The work could not be done (exit code 1).
    Run(String),
}

/// Runs the command line: one match on what was asked, one way out.
pub fn main() -> ExitCode {
    let started = Instant::now();
    // Log lines go to stderr; RUST_LOG chooses what is shown (default: this
    // crate's info, warnings and errors). The error messages of the command
    // line are its output, printed whatever RUST_LOG says.
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or(LOG_DEFAULT)).init();
    let cli = Cli::parse();
    let lang = language(&cli);
    let done = match &cli.command {
        Some(Sub::Serve { port, dir }) => serve::run(dir, *port, lang).map_err(Failure::Usage),
        Some(Sub::Replay {
            file,
            at,
            json,
            turns,
            ..
        }) => replay::print(file, *at, (*json, *turns), lang)
            .map(|text| out(&text))
            .map_err(Failure::Usage),
        Some(Sub::Score { file, output }) => score::file(&cli, file, output.format(), lang),
        Some(Sub::Draw {
            file,
            seed,
            json,
            csv,
            ..
        }) => {
            let shape = match (json, csv) {
                (true, _) => draw::Shape::Json,
                (_, true) => draw::Shape::Csv,
                _ => draw::Shape::Text,
            };
            draw::print(file, *seed, shape, lang)
                .map(|text| out(&text))
                .map_err(Failure::Usage)
        }
        Some(Sub::Hall {
            port,
            web,
            take_after,
            address,
            copy_to,
            publish_to,
        }) => hall::run(
            &cli,
            &hall::Flags {
                port: *port,
                web,
                take_after: *take_after,
                copy_to: copy_to.as_deref(),
                address: address.clone(),
                publish_to: publish_to.as_deref(),
            },
            lang,
        ),
        Some(Sub::Publish { dir, out, .. }) => publish::run(dir, out, lang),
        Some(Sub::Standings { dir, output, .. }) => {
            standings::run(dir, output.format(), lang).map_err(Failure::Usage)
        }
        Some(Sub::Headless { table, round, .. }) => {
            table_app(&cli, started, Some((table, round.as_deref())), lang)
        }
        None => table_app(&cli, started, None, lang),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(e)) => {
            eprintln!("friedrich-clock: {e}");
            ExitCode::from(2)
        }
        Err(Failure::Run(e)) => {
            eprintln!("friedrich-clock: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Prints a subcommand's output and a line break. A reader that stops
/// early (`| head`) is no error: the rest is not wanted.
pub(crate) fn out(text: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stdout().lock(), "{}", text.trim_end());
}

/// The data directory: `--data-dir`, or the platform's.
fn data_dir(cli: &Cli) -> Option<PathBuf> {
    cli.data_dir.clone().or_else(|| {
        directories::ProjectDirs::from("org", "Friedrich Clock", "friedrich-clock")
            .map(|d| d.data_dir().to_path_buf())
    })
}

/// The table: the window, or `headless` for a table without one (its name
/// given), with the saved settings and the command line's, shipping to the
/// hall when one is named.
fn table_app(
    cli: &Cli,
    started: Instant,
    headless: Option<(&String, Option<&str>)>,
    lang: Lang,
) -> Result<(), Failure> {
    let data_dir = data_dir(cli);
    let loaded = data_dir.as_deref().map(settings::load);
    let notice = loaded.as_ref().and_then(|l| l.notice.clone());
    let mut settings = loaded.map(|l| l.settings).unwrap_or_default();
    if let Some(arg) = &cli.ruleset {
        settings.ruleset = ruleset_choice(arg, lang).map_err(Failure::Usage)?;
    }
    let hall = cli
        .hall
        .as_deref()
        .map(|url| HallAddress::new(url, cli.key.as_deref().unwrap_or_default()));
    if let (Some(hall), Some(table), Some(dir)) = (&hall, &cli.continue_table, &data_dir) {
        let path = shipping::continue_from(hall, table, dir)
            .map_err(|e| Failure::Run(words::take_refused(lang, &e)))?;
        log::info!("continuing {} from the hall", path.display());
    }
    // The window ships to the hall its settings name (setup's Tournament
    // hall row): the command line fills that row in.
    if let Some(hall) = &hall {
        settings.hall.clone_from(&hall.url);
        settings.hall_key.clone_from(&hall.key);
    }
    if let Some((table, round)) = headless {
        let table = match (round, &hall) {
            (Some(round), Some(hall)) => headless::from_draw(hall, table, round, lang)?,
            _ => Table {
                name: table.clone(),
                names: Default::default(),
                game: None,
            },
        };
        let dir = data_dir
            .as_deref()
            .ok_or_else(|| Failure::Run(Term::NoDataDir.get(lang).to_owned()))?;
        let courier = match &hall {
            Some(hall) => {
                let device = shipping::device_id(dir).map_err(Failure::Run)?;
                Some(Arc::new(Shipper::spawn(hall.clone(), device)))
            }
            None => None,
        };
        let rules = load_ruleset(&settings.ruleset, lang).map_err(Failure::Run)?;
        return headless::run(dir, rules, table, courier.as_ref(), lang).map_err(Failure::Run);
    }
    settings.fullscreen |= cli.fullscreen;
    let window = window::Window {
        settings,
        data_dir,
        notice,
        fullscreen: cli.fullscreen,
        started,
    };
    window::run(window).map_err(|e| Failure::Run(format!("{}: {e}", Term::NoWindow.get(lang))))
}
