/**
 * A throwaway self-signed certificate and key for the made-up host secure.example, used only
 * by tests to prove that TLS certificates are verified (and SNI is sent) on pinned connections.
 * It protects nothing; generated with: openssl req -x509 -newkey ec -days 36500.
 */
export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgdaXfiVAbRnirswxF
Poxhq5wQS0Es9FJHKSXVDtga44qhRANCAAS9r76zhqAGIgLvyxBAwZVMAWPPg9+w
R5P89yezJ31hUkfotzGhpiSXQlrC81wpRy9BWa4nXXgfAAuhFXlsw+DW
-----END PRIVATE KEY-----
`;

export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBpTCCAUqgAwIBAgIUZpnqH/5PwzxdB2Cf/pDt02qXuwIwCgYIKoZIzj0EAwIw
GTEXMBUGA1UEAwwOc2VjdXJlLmV4YW1wbGUwIBcNMjYxMTIyMDc1ODI5WhgPMjEy
NjEwMjkwNzU4MjlaMBkxFzAVBgNVBAMMDnNlY3VyZS5leGFtcGxlMFkwEwYHKoZI
zj0CAQYIKoZIzj0DAQcDQgAEva++s4agBiIC78sQQMGVTAFjz4PfsEeT/Pcnsyd9
YVJH6LcxoaYkl0JawvNcKUcvQVmuJ114HwALoRV5bMPg1qNuMGwwHQYDVR0OBBYE
FGZdEF7hu7Ux+GThvNqmqxc4sPiAMB8GA1UdIwQYMBaAFGZdEF7hu7Ux+GThvNqm
qxc4sPiAMA8GA1UdEwEB/wQFMAMBAf8wGQYDVR0RBBIwEIIOc2VjdXJlLmV4YW1w
bGUwCgYIKoZIzj0EAwIDSQAwRgIhAPDaOAOu4b/TzYJbQOvvkkIt8W55s6BuyHHD
IBti2HybAiEA8QtnQziGcF9/oh0GG/bFAe6E9rAXKR3VV+8YbACzD8I=
-----END CERTIFICATE-----
`;
