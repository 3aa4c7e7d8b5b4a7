package auth

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
)

func PasswordHash(pw string) string {
	// vigil: go.weak-hash
	sum := md5.Sum([]byte(pw))
	return hex.EncodeToString(sum[:])
}

func Signature(body []byte) []byte {
	// vigil: go.weak-hash
	h := sha1.New()
	h.Write(body)
	return h.Sum(nil)
}

func Integrity(body []byte) [32]byte {
	// vigil-ok: go.weak-hash
	return sha256.Sum256(body)
}

// configHashMetric exports a fingerprint of the loaded configuration, to tell reloads apart.
func configHashMetric(data []byte) float64 {
	// vigil-ok: go.weak-hash
	sum := md5.Sum(data)
	return float64(uint64(sum[0])<<8 | uint64(sum[1]))
}

func TokenDigest(token []byte) []byte {
	// vigil: go.weak-hash
	sum := sha1.Sum(token)
	return sum[:]
}
