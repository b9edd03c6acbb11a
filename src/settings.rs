//! The setup choices (table, players, ruleset, language, sound, seating, the
//! jury PIN) and how they are kept between runs: `settings.toml` in the data directory,
//! replaced atomically. A broken file never stops the app: it is moved aside,
//! the defaults are used, and the setup screen says so.

use std::path::{Path, PathBuf};

use chrono::Local;

use serde::{Deserialize, Serialize};

use crate::disk::{self, Disk};
use crate::engine::{Preset, Role, Ruleset, RulesetError};
use crate::lang::Lang;
use crate::sound::{SoundConfig, SoundMode};

/// The settings file's name in the data directory.
pub const FILE: &str = "settings.toml";

/// What loading found.
#[derive(Debug)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// A problem to show on the setup screen (the file was broken and moved aside).
    pub notice: Option<String>,
}

/// Where the game's ruleset comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RulesetChoice {
    /// A built-in preset.
    Preset(Preset),
    /// A user ruleset file (TOML).
    File(PathBuf),
}

impl Default for RulesetChoice {
    fn default() -> Self {
        Self::Preset(Preset::Fwc2026)
    }
}

/// What the operator chooses before a game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The table number or name.
    pub table: String,
    /// Player names by role (Frederick, Elisabeth, Maria Theresia, Pompadour).
    pub names: [String; 4],
    /// The ruleset.
    pub ruleset: RulesetChoice,
    /// Interface language.
    pub lang: Lang,
    /// The announcements' language.
    pub voice: Lang,
    /// How announcements sound.
    pub sound: SoundMode,
    /// Volume, 0 to 100.
    pub volume: u8,
    /// Show the attackers' clock on the left (to match the seating).
    pub swap_sides: bool,
    /// Start in fullscreen.
    pub fullscreen: bool,
    /// The jury's PIN for opening the jury view at the table (E.13a); empty:
    /// the Jury view button is held for two seconds instead.
    pub jury_pin: String,
    /// The tournament hall this table ships its journal to (`host:port`;
    /// empty: none).
    pub hall: String,
    /// The tournament key the hall showed.
    pub hall_key: String,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            table: String::new(),
            names: Default::default(),
            ruleset: RulesetChoice::default(),
            lang: Lang::En,
            voice: Lang::En,
            sound: SoundMode::Voice,
            volume: 80,
            swap_sides: false,
            fullscreen: false,
            jury_pin: String::new(),
            hall: String::new(),
            hall_key: String::new(),
        }
    }
}

impl Settings {
    /// The name entered for a role's player, if any.
    pub fn name(&self, role: Role) -> Option<&str> {
        let i = Role::ALL.iter().position(|r| *r == role)?;
        Some(self.names[i].trim()).filter(|n| !n.is_empty())
    }

    /// The sound thread's settings.
    pub fn sound_config(&self) -> SoundConfig {
        SoundConfig {
            mode: self.sound,
            lang: self.voice,
            volume: self.volume,
        }
    }
}

/// Reads a ruleset choice: a preset, or a file read and checked now.
/// `words::ruleset_error` words a failure.
pub fn load_ruleset(choice: &RulesetChoice) -> Result<Ruleset, RulesetError> {
    match choice {
        RulesetChoice::Preset(p) => Ok(p.ruleset()),
        RulesetChoice::File(path) => {
            let file = path.display().to_string();
            let text = std::fs::read_to_string(path).map_err(|e| RulesetError::Unreadable {
                file: file.clone(),
                detail: e.to_string(),
            })?;
            Ruleset::from_toml(&text, &file)
        }
    }
}

/// Reads the settings; a missing file gives the defaults, a broken one the
/// defaults plus a notice, and the broken file is kept as `settings.toml.broken-<time>`.
pub fn load(dir: &Path) -> Loaded {
    let path = dir.join(FILE);
    let text = match disk::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Loaded {
                settings: Settings::default(),
                notice: None,
            };
        }
        Err(e) => return broken(&path, &format!("cannot be read: {e}")),
    };
    match toml::from_str(&text) {
        Ok(settings) => Loaded {
            settings,
            notice: None,
        },
        Err(e) => broken(&path, &e.message().replace('\n', " ")),
    }
}

fn broken(path: &Path, why: &str) -> Loaded {
    let aside = PathBuf::from(format!(
        "{}.broken-{}",
        path.display(),
        Local::now().format("%Y-%m-%d_%H%M%S")
    ));
    let kept = match disk::here().rename(path, &aside) {
        Ok(()) => format!("kept as {}", aside.display()),
        Err(e) => format!("could not be moved aside: {e}"),
    };
    let notice = format!(
        "The saved settings ({}) are broken ({why}); defaults are used. The file is {kept}.",
        path.display()
    );
    log::warn!("{notice}");
    Loaded {
        settings: Settings::default(),
        notice: Some(notice),
    }
}

/// Saves the settings atomically.
pub fn save(dir: &Path, settings: &Settings) -> Result<(), String> {
    let text = toml::to_string(settings).map_err(|e| e.to_string())?;
    disk::here()
        .create_dir_all(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    disk::here()
        .replace(&dir.join(FILE), text.as_bytes())
        .map_err(|e| format!("{}: {e}", dir.join(FILE).display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_settings_come_back_next_time() {
        let temp = tempfile::tempdir().expect("a temporary folder");
        let dir = temp.path();
        let settings = Settings {
            table: "7".into(),
            names: ["Ana".into(), "Ben".into(), "Cy".into(), "Di".into()],
            lang: Lang::Es,
            voice: Lang::De,
            sound: SoundMode::Beeps,
            volume: 35,
            ..Settings::default()
        };
        save(dir, &settings).expect("save");
        let loaded = load(dir);
        assert_eq!(loaded.settings, settings);
        assert!(loaded.notice.is_none());
        assert!(
            !dir.join("settings.toml.tmp").exists(),
            "no temporary file left"
        );
    }

    #[test]
    fn no_file_means_defaults_without_a_notice() {
        let temp = tempfile::tempdir().expect("a temporary folder");
        let dir = temp.path();
        let loaded = load(dir);
        assert_eq!(loaded.settings, Settings::default());
        assert!(loaded.notice.is_none());
    }

    #[test]
    fn a_broken_file_gives_defaults_a_notice_and_is_kept_aside() {
        let temp = tempfile::tempdir().expect("a temporary folder");
        let dir = temp.path();
        std::fs::write(dir.join(FILE), "volume = \"loud\"\nnames = [").expect("write");
        let loaded = load(dir);
        assert_eq!(loaded.settings, Settings::default());
        let notice = loaded.notice.expect("a notice");
        assert!(notice.contains("broken"), "{notice}");
        assert!(
            !dir.join(FILE).exists(),
            "moved away, so the next save is clean"
        );
        let kept: Vec<_> = std::fs::read_dir(dir)
            .expect("list")
            .filter_map(Result::ok)
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with("settings.toml.broken-")
            })
            .collect();
        assert_eq!(kept.len(), 1);
        assert_eq!(
            std::fs::read_to_string(kept[0].path()).expect("read"),
            "volume = \"loud\"\nnames = [",
            "the broken file is kept as it was"
        );
    }
}
