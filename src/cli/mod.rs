//! The desktop binary's command line: the window, `headless`, the hall and
//! the subcommands (`replay`, `score`, `serve`, `draw`, `standings`,
//! `publish`), one match and one way out.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use clap::Parser;

use args::{Cli, Sub, TableArgs};
use format::Format;

mod args;
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

/// What is logged when RUST_LOG is not set.
const LOG_DEFAULT: &str = "friedrich_clock=info";

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
            | Sub::Publish { lang, .. }
            | Sub::Hall { lang, .. },
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
            html,
            ..
        }) => {
            let shape = match (json, turns, html) {
                (true, _, _) => replay::Shape::Json,
                (_, true, _) => replay::Shape::Turns,
                (_, _, true) => replay::Shape::Html,
                _ => replay::Shape::Text,
            };
            replay::print(file, *at, shape, lang)
                .map(|text| out(&text))
                .map_err(Failure::Usage)
        }
        Some(Sub::Score {
            file,
            ruleset,
            output,
        }) => score::file(ruleset.as_deref(), file, output.format(), lang),
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
            data_dir,
            port,
            https_port,
            no_https,
            no_plain_http,
            web,
            take_after,
            address,
            copy_to,
            publish_to,
            ..
        }) => hall::run(
            data_dir.as_deref(),
            &hall::Flags {
                port: *port,
                // Tests and scripts start on any free port: HTTPS then too.
                https_port: (!no_https)
                    .then(|| https_port.unwrap_or(if *port == 0 { 0 } else { 8443 })),
                plain: !no_plain_http,
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
        Some(Sub::Headless {
            table,
            round,
            table_args,
            ..
        }) => table_app(
            table_args,
            (started, false),
            Some((table, round.as_deref())),
            lang,
        ),
        None => table_app(&cli.table, (started, cli.fullscreen), None, lang),
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
fn data_dir(given: Option<&std::path::Path>) -> Option<PathBuf> {
    given.map(std::path::Path::to_owned).or_else(|| {
        directories::ProjectDirs::from("org", "Friedrich Clock", "friedrich-clock")
            .map(|d| d.data_dir().to_path_buf())
    })
}

/// The table: the window, or `headless` for a table without one (its name
/// given), with the saved settings and the command line's, shipping to the
/// hall when one is named.
fn table_app(
    cli: &TableArgs,
    (started, fullscreen): (Instant, bool),
    headless: Option<(&String, Option<&str>)>,
    lang: Lang,
) -> Result<(), Failure> {
    let data_dir = data_dir(cli.data_dir.as_deref());
    let loaded = data_dir.as_deref().map(settings::load);
    let notice = loaded.as_ref().and_then(|l| l.notice.clone());
    let mut settings = loaded.map(|l| l.settings).unwrap_or_default();
    if let Some(arg) = &cli.ruleset {
        settings.ruleset = ruleset_choice(arg, lang).map_err(Failure::Usage)?;
    }
    if let Some(file) = &cli.authority {
        let pem =
            std::fs::read(file).map_err(|e| Failure::Usage(format!("{}: {e}", file.display())))?;
        let fingerprint = shipping::trust_authority(&pem)
            .map_err(|e| Failure::Usage(format!("{}: {e}", file.display())))?;
        log::info!(
            "trusting the hall's authority {} (SHA-256 {fingerprint})",
            file.display()
        );
    }
    let hall = cli
        .hall
        .as_deref()
        .map(|url| HallAddress::new(url, cli.key.as_deref().unwrap_or_default()).in_lang(lang));
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
    settings.fullscreen |= fullscreen;
    let window = window::Window {
        settings,
        data_dir,
        notice,
        fullscreen,
        started,
    };
    window::run(window).map_err(|e| Failure::Run(format!("{}: {e}", Term::NoWindow.get(lang))))
}
