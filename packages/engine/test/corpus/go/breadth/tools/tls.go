package tools

import (
	"crypto/tls"
	"database/sql"
)

func LegacyTLS() *tls.Config {
	return &tls.Config{
		MinVersion: tls.VersionTLS12,
		// vigil: go.weak-tls
		CipherSuites: []uint16{tls.TLS_RSA_WITH_3DES_EDE_CBC_SHA},
	}
}

func ModernTLS() *tls.Config {
	return &tls.Config{
		MinVersion: tls.VersionTLS12,
		// vigil-ok: go.weak-tls
		CipherSuites: []uint16{tls.TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256},
	}
}

func Reset(db *sql.DB, table string) error {
	// vigil: go.sql-nonliteral
	_, err := db.Exec("TRUNCATE TABLE " + table)
	return err
}

func ResetFixed(db *sql.DB) error {
	// vigil-ok: go.sql-nonliteral
	_, err := db.Exec("TRUNCATE TABLE sessions")
	return err
}
