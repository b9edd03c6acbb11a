//! The lines people (and the tests) read at the hall's start, in the
//! hall's language (`words::start`): where it listens, the jury's key and
//! page, where the tablets join, HTTPS and its trust page, the second copy,
//! and what it warns of. A closed stderr (the terminal gone) must not stop
//! the hall.

use std::io::Write as _;
use std::path::Path;

use super::address;
use super::shared::Hall;
use super::trust;
use crate::lang::Lang;
use crate::sheets::qr;
use crate::words::start::{St, say};

/// Says on stderr where the hall listens on `port` and how to reach it,
/// in `lang`.
pub fn announce(
    hall: &Hall,
    found: address::Found,
    (port, lang): (u16, Lang),
    data_dir: &Path,
    web: &Path,
) {
    let mut err = std::io::stderr();
    let mut line = |text: String| {
        let _ = writeln!(err, "friedrich-clock hall: {text}");
    };
    // The jury's pages where plain HTTP serves them, else over HTTPS.
    let at = if hall.plain {
        hall.address.as_str()
    } else {
        hall.tablets()
    };
    let (port, dir) = (port.to_string(), data_dir.display().to_string());
    line(say(
        lang,
        St::Listening,
        &[("{port}", &port), ("{dir}", &dir)],
    ));
    line(say(lang, St::Key, &[("{key}", &hall.key)]));
    // The addresses hold no key: the pages ask for it once (`sign_in`).
    // Another device (the jury's phone) signs in over HTTPS: the key
    // typed there never crosses the Wi-Fi in clear.
    let elsewhere = match (&hall.secure, hall.plain) {
        (Some(secure), true) => say(lang, St::Elsewhere, &[("{secure}", secure)]),
        _ => String::new(),
    };
    line(say(
        lang,
        St::JuryPage,
        &[("{at}", at), ("{elsewhere}", &elsewhere)],
    ));
    line(say(lang, St::HallView, &[("{at}", at)]));
    line(say(lang, St::Tablets, &[("{url}", hall.tablets())]));
    line(say(lang, St::Standings, &[("{at}", at)]));
    if let (Some(secure), Some(authority)) = (&hall.secure, &hall.authority) {
        let fingerprint = authority.fingerprint();
        line(say(
            lang,
            St::Https,
            &[("{secure}", secure), ("{fingerprint}", &fingerprint)],
        ));
        let plain = if hall.plain {
            St::PlainBeside
        } else {
            St::PlainTrustOnly
        };
        let trust = trust::page_address(&hall.address);
        let page = say(
            lang,
            St::TrustPage,
            &[("{trust}", &trust), ("{plain}", plain.get(lang))],
        );
        line(format!("{page}\n{}", qr::terminal(&trust)));
    }
    match found {
        address::Found::Given | address::Found::Network => {}
        address::Found::Loopback => log::warn!("{}", say(lang, St::NoNetwork, &[("{at}", at)])),
    }
    // After the lines above, which scripts read first.
    if let Some(copy) = hall.disk.second_copy() {
        let (dir, n) = (
            copy.dir.display().to_string(),
            copy.level.copied.to_string(),
        );
        line(say(lang, St::SecondCopy, &[("{dir}", &dir), ("{n}", &n)]));
        if copy.level.same_disk {
            log::warn!("{}", say(lang, St::SameDisk, &[("{dir}", &dir)]));
        }
    }
    if !web.join("index.html").is_file() {
        let dir = web.display().to_string();
        log::warn!("{}", say(lang, St::NoWeb, &[("{dir}", &dir)]));
    }
}
