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
	// vigil: go.ecb-mode
	b.Encrypt(out, block)
	return out
}

func DecryptToken(key, token []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	plain := make([]byte, len(token))
	// vigil: go.ecb-mode
	block.Decrypt(plain, token)
	return plain, nil
}

func EncryptCTR(key, iv, data []byte) []byte {
	block, _ := aes.NewCipher(key)
	out := make([]byte, len(data))
	cipher.NewCTR(block, iv).XORKeyStream(out, data)
	return out
}

// keyStream is one step of a counter mode: the block is given by the mode's caller.
func keyStream(b cipher.Block, counter, out []byte) {
	// vigil-ok: go.ecb-mode
	b.Encrypt(out, counter)
}

func SubKey(key []byte) ([]byte, cipher.AEAD) {
	b, _ := aes.NewCipher(key)
	g, _ := cipher.NewGCM(b)
	h := make([]byte, aes.BlockSize)
	// vigil-ok: go.ecb-mode
	b.Encrypt(h, h)
	return h, g
}
