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
