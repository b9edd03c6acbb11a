//! The setup choices kept between runs: `settings.toml` in the data directory,
//! replaced atomically. A broken file never stops the app: it is moved aside,
//! the defaults are used, and the setup screen says so.

use std::path::{Path, PathBuf};

use chrono::Local;

use crate::app::Settings;

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

/// Reads the settings; a missing file gives the defaults, a broken one the
/// defaults plus a notice, and the broken file is kept as `settings.toml.broken-<time>`.
pub fn load(dir: &Path) -> Loaded {
    let path = dir.join(FILE);
    let text = match std::fs::read_to_string(&path) {
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
    let kept = match std::fs::rename(path, &aside) {
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
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    crate::durable::replace(&dir.join(FILE), text.as_bytes())
        .map_err(|e| format!("{}: {e}", dir.join(FILE).display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::SoundMode;
    use crate::lang::Lang;

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
