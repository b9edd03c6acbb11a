//! The hall's authority: made once and kept (on the stick too), its key
//! its owner's alone, and its server certificates trusted for the hall's
//! names only, by its own authority only.

use std::sync::Arc;

use chrono::{DateTime, TimeZone as _, Utc};
use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::ServerCertVerifier as _;
use rustls::pki_types::{ServerName, UnixTime};

use super::*;

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 6, 13, 9, 0, 0).unwrap()
}

/// Whether `authority`'s roots accept `cert` for `name` at `now`.
fn verified(roots: &Authority, cert: &ServerCert, name: &str) -> Result<(), String> {
    let mut store = rustls::RootCertStore::empty();
    store.add(roots.der.clone()).unwrap();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let verifier = WebPkiServerVerifier::builder_with_provider(Arc::new(store), provider)
        .build()
        .unwrap();
    let at = UnixTime::since_unix_epoch(std::time::Duration::from_secs(
        u64::try_from(now().timestamp()).unwrap(),
    ));
    verifier
        .verify_server_cert(
            &cert.chain[0],
            &cert.chain[1..],
            &ServerName::try_from(name.to_owned()).unwrap(),
            &[],
            at,
        )
        .map(|_| ())
        .map_err(|e| e.to_string())
}

#[test]
fn the_authority_is_made_once_and_kept_with_the_second_copy() {
    let (dir, stick) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let disk = Mirror::copied(dir.path(), stick.path()).unwrap();
    let made = Authority::open_on(&disk, dir.path(), now()).unwrap();
    let again = Authority::open_on(&disk, dir.path(), now()).unwrap();
    assert_eq!(made.fingerprint(), again.fingerprint());
    assert_eq!(
        made.fingerprint().len(),
        32 * 3 - 1,
        "{}",
        made.fingerprint()
    );
    // A new laptop started on the stick keeps the same authority.
    let on_stick = Authority::open_on(&Mirror::alone(stick.path()), stick.path(), now()).unwrap();
    assert_eq!(on_stick.fingerprint(), made.fingerprint());
    assert!(made.pem().starts_with("-----BEGIN CERTIFICATE-----"));
    #[cfg(unix)]
    for root in [dir.path(), stick.path()] {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&root.join(DIR).join(KEY)), 0o600, "{}", root.display());
        assert_eq!(mode(&root.join(DIR)), 0o700, "{}", root.display());
    }
}

#[test]
fn a_new_stick_brought_level_gets_the_key_its_owners_alone() {
    let (dir, stick) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let made = Authority::open_on(&Mirror::alone(dir.path()), dir.path(), now()).unwrap();
    let disk = Mirror::copied(dir.path(), stick.path()).unwrap();
    let kept = Authority::open_on(&disk, dir.path(), now()).unwrap();
    assert_eq!(kept.fingerprint(), made.fingerprint());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&stick.path().join(DIR).join(KEY)), 0o600);
        assert_eq!(mode(&stick.path().join(DIR)), 0o700);
    }
}

#[test]
fn half_an_authority_is_refused_never_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let disk = Mirror::alone(dir.path());
    Authority::open_on(&disk, dir.path(), now()).unwrap();
    let key = dir.path().join(DIR).join(KEY);
    std::fs::remove_file(&key).unwrap();
    let refused = Authority::open_on(&disk, dir.path(), now()).unwrap_err();
    assert!(refused.contains("incomplete"), "{refused}");
    assert!(!key.exists(), "nothing made over the old authority");
}

#[test]
fn its_server_certificate_is_trusted_for_the_halls_names_only() {
    let dir = tempfile::tempdir().unwrap();
    let authority = Authority::open_on(&Mirror::alone(dir.path()), dir.path(), now()).unwrap();
    let names = ["192.168.1.20", "hall.local", "localhost", "127.0.0.1"].map(str::to_owned);
    let cert = authority.server(&names, now()).unwrap();
    for name in &names {
        assert_eq!(verified(&authority, &cert, name), Ok(()), "{name}");
    }
    // Another address: refused.
    let other = verified(&authority, &cert, "192.168.1.21").unwrap_err();
    assert!(other.contains("not valid for name"), "{other}");
    // Another hall's authority does not vouch for it.
    let elsewhere = tempfile::tempdir().unwrap();
    let stranger =
        Authority::open_on(&Mirror::alone(elsewhere.path()), elsewhere.path(), now()).unwrap();
    let unknown = verified(&stranger, &cert, "192.168.1.20").unwrap_err();
    assert!(unknown.contains("UnknownIssuer"), "{unknown}");
}
