//! The hall's own certificate authority, made offline at its first start
//! and kept in `DIR/authority/` (written through the hall's mirrored disk,
//! so the second copy on the stick holds it too and a new laptop started
//! on that copy keeps it: the tablets that trust it go on trusting it), its
//! private key readable by its owner only; and the hall's server
//! certificate, made anew at every start for every address and name the
//! hall serves under (so a new laptop's address is in it), signed by that
//! authority. The tablets trust the authority once (the trust page,
//! `trust.rs`); the tables verify the hall against it (`--authority`).
//! `docs/hall.md`, "HTTPS".

use std::net::IpAddr;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Datelike, Duration, Utc};
use rcgen::{
    BasicConstraints, CertificateParams, DistinguishedName, DnType, ExtendedKeyUsagePurpose, IsCa,
    Issuer, KeyPair, KeyUsagePurpose, SanType, SerialNumber,
};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};

use crate::disk::{Disk, Mirror};

/// The authority's folder in the hall's folder.
pub const DIR: &str = "authority";
/// The authority's certificate (PEM), the one the tablets install.
pub const CERT: &str = "authority.pem";
/// The authority's private key (PEM), its owner's alone.
const KEY: &str = "authority-key.pem";

/// The hall's certificate authority.
pub struct Authority {
    /// Its certificate, PEM.
    pem: String,
    /// Its certificate, DER.
    der: CertificateDer<'static>,
    /// Its private key.
    key: KeyPair,
}

impl std::fmt::Debug for Authority {
    /// Its fingerprint only: never the key.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Authority({})", self.fingerprint())
    }
}

/// The hall's server certificate and its private key, for rustls.
pub struct ServerCert {
    /// The certificate, then the authority's.
    pub chain: Vec<CertificateDer<'static>>,
    /// The certificate's private key.
    pub key: PrivateKeyDer<'static>,
}

impl Authority {
    /// The authority kept in `dir/authority/` on `disk`, made there (at
    /// `now`) when neither of its files is; one file without the other is
    /// an error, never replaced (the tablets trust the old one).
    pub fn open_on(disk: &Mirror, dir: &Path, now: DateTime<Utc>) -> Result<Self, String> {
        let folder = dir.join(DIR);
        let (cert_path, key_path) = (folder.join(CERT), folder.join(KEY));
        let cert = disk.read(&cert_path).ok();
        let key = disk.read(&key_path).ok();
        match (cert, key) {
            (Some(cert), Some(key)) => {
                // A stick brought level at the start got plain copies.
                private_folder(disk, &folder)?;
                owner_only(disk, &key_path);
                read(&cert, &key, &cert_path, &key_path)
            }
            (None, None) => make(disk, &folder, &cert_path, &key_path, now),
            (Some(_), None) | (None, Some(_)) => Err(format!(
                "{}: the hall's certificate authority is incomplete (it needs both {CERT} and {KEY}): \
                 restore the folder from the second copy, or remove it to make a new authority \
                 (every tablet must then trust the new one)",
                folder.display()
            )),
        }
    }

    /// Its certificate, PEM (what the trust page offers for download).
    pub fn pem(&self) -> &str {
        &self.pem
    }

    /// Its certificate, DER (what a browser installs as `.crt`).
    pub fn der(&self) -> &[u8] {
        &self.der
    }

    /// The SHA-256 fingerprint of its certificate, as the system settings
    /// show it: 32 pairs of hex digits between colons.
    pub fn fingerprint(&self) -> String {
        fingerprint(&self.der)
    }

    /// A server certificate for `names` (addresses and host names), valid
    /// for 90 days from `now` (and two days before), signed by the
    /// authority.
    pub fn server(&self, names: &[String], now: DateTime<Utc>) -> Result<ServerCert, String> {
        let failed = |e: rcgen::Error| format!("cannot make the hall's certificate: {e}");
        let key = KeyPair::generate().map_err(failed)?;
        let mut params = CertificateParams::default();
        params.distinguished_name = DistinguishedName::new();
        params
            .distinguished_name
            .push(DnType::CommonName, "Friedrich Clock hall");
        params.subject_alt_names = names
            .iter()
            .map(|name| match name.parse::<IpAddr>() {
                Ok(ip) => Ok(SanType::IpAddress(ip)),
                Err(_) => name.clone().try_into().map(SanType::DnsName),
            })
            .collect::<Result<_, _>>()
            .map_err(failed)?;
        params.is_ca = IsCa::ExplicitNoCa;
        params.key_usages = vec![
            KeyUsagePurpose::DigitalSignature,
            KeyUsagePurpose::KeyEncipherment,
        ];
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
        params.use_authority_key_identifier_extension = true;
        params.serial_number = Some(serial()?);
        valid(&mut params, now, 90);
        let issuer = Issuer::new(authority_params(&self.key), &self.key);
        let cert = params.signed_by(&key, &issuer).map_err(failed)?;
        Ok(ServerCert {
            chain: vec![cert.der().clone(), self.der.clone()],
            key: PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der())),
        })
    }
}

pub use crate::certificate::fingerprint;

/// The authority read from its files.
fn read(cert: &[u8], key: &[u8], cert_path: &Path, key_path: &Path) -> Result<Authority, String> {
    let pem = String::from_utf8_lossy(cert).into_owned();
    let der = rustls::pki_types::pem::PemObject::from_pem_slice(cert)
        .map_err(|e| format!("{}: not a certificate: {e}", cert_path.display()))?;
    let key = KeyPair::from_pem(&String::from_utf8_lossy(key))
        .map_err(|e| format!("{}: not a private key: {e}", key_path.display()))?;
    Ok(Authority { pem, der, key })
}

/// A new authority, written into `folder` (its key first, owner-only).
fn make(
    disk: &Mirror,
    folder: &Path,
    cert_path: &Path,
    key_path: &Path,
    now: DateTime<Utc>,
) -> Result<Authority, String> {
    let failed = |e: rcgen::Error| format!("cannot make the hall's certificate authority: {e}");
    let key = KeyPair::generate().map_err(failed)?;
    let mut params = authority_params(&key);
    params.is_ca = IsCa::Ca(BasicConstraints::Constrained(0));
    params.serial_number = Some(serial()?);
    valid(&mut params, now, 3650);
    let cert = params.self_signed(&key).map_err(failed)?;
    let pem = cert.pem();
    private_folder(disk, folder)?;
    let write = |path: &Path, bytes: &[u8]| {
        disk.replace(path, bytes)
            .map_err(|e| format!("{}: {e}", path.display()))
    };
    write(key_path, key.serialize_pem().as_bytes())?;
    owner_only(disk, key_path);
    write(cert_path, pem.as_bytes())?;
    Ok(Authority {
        pem,
        der: cert.der().clone(),
        key,
    })
}

/// The authority's name and uses: the same every start for the same key
/// (its name carries the key's short fingerprint), so the server
/// certificates it signs name it as its certificate does.
fn authority_params(key: &KeyPair) -> CertificateParams {
    let id = ring::digest::digest(&ring::digest::SHA256, key.public_key_raw());
    let short: String = id.as_ref()[..4]
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect();
    let mut params = CertificateParams::default();
    params.distinguished_name = DistinguishedName::new();
    params.distinguished_name.push(
        DnType::CommonName,
        format!("Friedrich Clock hall authority {short}"),
    );
    params
        .distinguished_name
        .push(DnType::OrganizationName, "Friedrich Clock tournament hall");
    params.key_usages = vec![
        KeyUsagePurpose::KeyCertSign,
        KeyUsagePurpose::CrlSign,
        KeyUsagePurpose::DigitalSignature,
    ];
    params
}

/// A random positive serial number (browsers refuse two certificates of
/// one authority with the same serial).
fn serial() -> Result<SerialNumber, String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for a certificate: {e}"))?;
    bytes[0] &= 0x7f;
    bytes[0] |= 0x01;
    Ok(SerialNumber::from_slice(&bytes))
}

/// Valid from midnight (UTC) two days before `now` (a tablet's clock may
/// be behind) to midnight `days` days after it.
fn valid(params: &mut CertificateParams, now: DateTime<Utc>, days: i64) {
    let day = |at: DateTime<Utc>| {
        let month = u8::try_from(at.month()).unwrap_or(1);
        let date = u8::try_from(at.day()).unwrap_or(1);
        rcgen::date_time_ymd(at.year(), month, date)
    };
    params.not_before = day(now - Duration::days(2));
    params.not_after = day(now + Duration::days(days));
}

/// The folder made, on the main disk and the copy, readable by its owner
/// only.
fn private_folder(disk: &Mirror, folder: &Path) -> Result<(), String> {
    for dir in mirrored(disk, folder) {
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        restrict(&dir, 0o700);
    }
    Ok(())
}

/// The file, on the main disk and the copy, readable by its owner only.
fn owner_only(disk: &Mirror, file: &Path) {
    for path in mirrored(disk, file).into_iter().filter(|p| p.exists()) {
        restrict(&path, 0o600);
    }
}

/// `path` under the data dir, and the same under the second copy's folder.
fn mirrored(disk: &Mirror, path: &Path) -> Vec<PathBuf> {
    let mut all = vec![path.to_owned()];
    if let (Some(copy), Ok(relative)) = (disk.second_copy(), path.strip_prefix(disk.root())) {
        all.push(copy.dir.join(relative));
    }
    all
}

#[cfg(unix)]
fn restrict(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt as _;
    if let Err(e) = std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)) {
        log::warn!("{}: cannot make it its owner's alone: {e}", path.display());
    }
}

#[cfg(not(unix))]
fn restrict(_: &Path, _: u32) {}

#[cfg(test)]
#[path = "authority_tests.rs"]
mod tests;
