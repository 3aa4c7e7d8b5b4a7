package crypt

import (
	"crypto/aes"
	"crypto/cipher"
)

func EncryptBlocks(key, data []byte) []byte {
	b, _ := aes.NewCipher(key)
	out := make([]byte, len(data))
	for i := 0; i+aes.BlockSize <= len(data); i += aes.BlockSize {
		// vigil: go.ecb-mode
		b.Encrypt(out[i:i+aes.BlockSize], data[i:i+aes.BlockSize])
	}
	return out
}

func EncryptGCM(key, nonce, data []byte) []byte {
	b, _ := aes.NewCipher(key)
	g, _ := cipher.NewGCM(b)
	// vigil-ok: go.ecb-mode
	return g.Seal(nil, nonce, data, nil)
}

func EncryptOneBlock(key, block []byte) []byte {
	b, _ := aes.NewCipher(key)
	out := make([]byte, aes.BlockSize)
	// vigil-ok: go.ecb-mode
	b.Encrypt(out, block)
	return out
}
