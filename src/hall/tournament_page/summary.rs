//! A result's four scores by role in one line, as the Results tab's game
//! row and each report side by side say them (the result itself in one
//! line is `sheets::results::summary`, the published site's too).

use crate::engine::Role;
use crate::lang::Lang;
use crate::scoring::Points;
use crate::words::text;

/// The four scores by role in one line.
pub fn scores_line(scores: &[Points; 4], lang: Lang) -> String {
    Role::ALL
        .into_iter()
        .zip(scores)
        .map(|(role, s)| format!("{} {s}", text::role(lang, role)))
        .collect::<Vec<_>>()
        .join(" · ")
}
