//! What the jury asked a tab to show besides itself, read from the
//! fragment's query.

use std::collections::HashMap;

use crate::sheets::standings::Column;
use crate::tournament::PlayerNo;

/// What the jury asked the page to show besides the tab: the line a form
/// is open on (`edit`), the number explained (`explain`), a withdrawal's
/// fields between its two steps (`wd_*`, `ask`), the draw's seed (`seed`).
#[derive(Debug, Clone, Default)]
pub struct Ask {
    /// `p3` a player corrected, `g2-5` a result entered, `u7` a finalist's
    /// choice undone, `w3` a player withdrawn, `r2-5-3` report 3 of round
    /// 2, table 5 taken instead of the confirmed result; a question before
    /// an irreversible step: `draw`, `redraw`, `lot-3-5-9` (a lot between players 3,
    /// 5 and 9), `s-frederick` (the first role choice).
    pub edit: String,
    /// The standings line and column whose games are shown.
    pub explain: Option<(PlayerNo, Column)>,
    /// A withdrawal's fields as typed.
    pub withdraw: HashMap<String, String>,
    /// The withdrawal's second step: the confirmation (the draw's too).
    pub ask: bool,
    /// The draw's seed as typed, between the form and its question.
    pub seed: Option<String>,
    /// The players a redraw drops (`gone_N=true`), as ticked.
    pub absent: Vec<PlayerNo>,
    /// The round the Results tab shows (none: the round being played).
    pub round: Option<u8>,
}

impl Ask {
    /// The fragment's query read.
    pub fn read(params: &HashMap<String, String>) -> Self {
        let explain = params.get("explain").and_then(|e| {
            let (player, column) = e.split_once('/')?;
            Some((player.parse().ok()?, Column::from_key(column)?))
        });
        Self {
            edit: params.get("edit").cloned().unwrap_or_default(),
            explain,
            withdraw: params
                .iter()
                .filter(|(k, _)| k.starts_with("wd_"))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
            ask: params.get("ask").is_some_and(|a| a == "1"),
            seed: params.get("seed").cloned(),
            absent: {
                let ticked = params.iter().filter(|(_, v)| *v == "true");
                let mut absent: Vec<PlayerNo> = ticked
                    .filter_map(|(k, _)| k.strip_prefix("gone_")?.parse().ok())
                    .collect();
                absent.sort_unstable();
                absent
            },
            round: params.get("round").and_then(|r| r.parse().ok()),
        }
    }
}
