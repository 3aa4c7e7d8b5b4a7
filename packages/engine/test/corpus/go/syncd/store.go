package syncd

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/md5"
	"crypto/rand"
	"crypto/sha1"
	"encoding/binary"
	"os"
	"path/filepath"
)

// SealName hides a file name in the index with the folder key.
func SealName(key []byte, name [16]byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	out := make([]byte, aes.BlockSize)
	// vigil: go.ecb-mode
	block.Encrypt(out, name[:])
	return out, nil
}

// SealData encrypts file data with the folder key.
func SealData(key, data []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	// vigil-ok: go.ecb-mode
	return gcm.Seal(nonce, nonce, data, nil), nil
}

// SaveKeys writes the device key pair and the folder index.
func SaveKeys(dir string, certPEM, keyPEM, index []byte) error {
	// vigil: go.insecure-permissions
	if err := os.WriteFile(filepath.Join(dir, "key.pem"), keyPEM, 0666); err != nil {
		return err
	}
	// vigil-ok: go.insecure-permissions
	if err := os.WriteFile(filepath.Join(dir, "key.pem"), keyPEM, 0600); err != nil {
		return err
	}
	// vigil-ok: go.insecure-permissions
	if err := os.WriteFile(filepath.Join(dir, "index.db"), index, 0644); err != nil {
		return err
	}
	// vigil: go.insecure-permissions
	return os.WriteFile(filepath.Join(dir, "on-change.sh"), certPEM, 0777)
}

// configHashAsMetricValue exports a fingerprint of the loaded configuration as a gauge, so that a
// dashboard shows when peers run different settings.
func configHashAsMetricValue(raw []byte) float64 {
	// vigil-ok: go.weak-hash
	sum := md5.Sum(raw)
	b := make([]byte, 8)
	copy(b, sum[:6])
	return float64(binary.LittleEndian.Uint64(b))
}

// shareToken derives the token that lets a peer join a shared folder.
func shareToken(folderKey []byte) []byte {
	// vigil: go.weak-hash
	sum := sha1.Sum(folderKey)
	return sum[:]
}
