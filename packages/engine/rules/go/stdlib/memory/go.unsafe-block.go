package fast

import "unsafe"

func BytesToString(b []byte) string {
	// vigil: go.unsafe-block
	return *(*string)(unsafe.Pointer(&b))
}

func Next(p *byte) *byte {
	// vigil: go.unsafe-block
	return (*byte)(unsafe.Add(unsafe.Pointer(p), 1))
}

func Size() uintptr {
	// vigil-ok: go.unsafe-block
	return unsafe.Sizeof(int64(0))
}
