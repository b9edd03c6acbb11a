//! A certificate's fingerprint, as the hall prints it at its start and on
//! its trust page and as a table that trusts the hall's authority says it:
//! one function both sides import, so the two always read alike.

/// The SHA-256 fingerprint of a certificate's DER, `AB:CD:…`.
pub fn fingerprint(der: &[u8]) -> String {
    let digest = ring::digest::digest(&ring::digest::SHA256, der);
    digest
        .as_ref()
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect::<Vec<_>>()
        .join(":")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_fingerprint_is_thirty_two_pairs_of_capital_hex_digits() {
        let said = super::fingerprint(b"not a certificate");
        assert_eq!(said.len(), 32 * 3 - 1);
        assert!(said.split(':').all(|pair| {
            pair.len() == 2
                && pair
                    .chars()
                    .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase())
        }));
    }
}
