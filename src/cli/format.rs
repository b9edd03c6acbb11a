//! How a subcommand prints what it made: `--json`, `--csv`, `--html`, or
//! text without any.

/// How a subcommand prints what it made: `--json`, `--csv`, `--html`, or
/// text without any.
#[derive(Debug, clap::Args)]
pub(super) struct Output {
    /// Print JSON.
    #[arg(long, conflicts_with_all = ["csv", "html"])]
    json: bool,
    /// Print CSV.
    #[arg(long, conflicts_with = "html")]
    csv: bool,
    /// Print a printable HTML page.
    #[arg(long)]
    html: bool,
}

/// The format asked for on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Format {
    /// Text for a terminal.
    Text,
    /// JSON, with every number's making.
    Json,
    /// CSV, one row per player.
    Csv,
    /// A printable HTML page.
    Html,
}

impl Output {
    /// The format the flags ask for.
    pub(super) fn format(&self) -> Format {
        match (self.json, self.csv, self.html) {
            (true, _, _) => Format::Json,
            (_, true, _) => Format::Csv,
            (_, _, true) => Format::Html,
            _ => Format::Text,
        }
    }
}
