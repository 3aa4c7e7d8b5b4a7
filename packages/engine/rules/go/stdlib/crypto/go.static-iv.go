package vault

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"io"
)

var legacyIV = []byte("0123456789abcdef")

func SealLegacy(key, plain []byte) []byte {
	block, _ := aes.NewCipher(key)
	out := make([]byte, len(plain))
	// vigil: go.static-iv
	cipher.NewCBCEncrypter(block, legacyIV).CryptBlocks(out, plain)
	// vigil: go.static-iv
	cipher.NewCTR(block, []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}).XORKeyStream(out, plain)
	return out
}

func SealGCMFixed(key, plain []byte) []byte {
	block, _ := aes.NewCipher(key)
	gcm, _ := cipher.NewGCM(block)
	nonce := []byte("fixed-nonce!")
	// vigil: go.static-iv
	return gcm.Seal(nil, nonce, plain, nil)
}

func Seal(key, plain []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return nil, err
	}
	// vigil-ok: go.static-iv
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

func SealCBC(key, plain []byte) []byte {
	block, _ := aes.NewCipher(key)
	iv := make([]byte, aes.BlockSize)
	_, _ = io.ReadFull(rand.Reader, iv)
	out := make([]byte, len(plain))
	// vigil-ok: go.static-iv
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, plain)
	return append(iv, out...)
}
