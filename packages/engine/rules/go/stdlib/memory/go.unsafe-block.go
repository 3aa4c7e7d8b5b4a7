package fast

import "unsafe"

func BytesToString(b []byte) string {
	// vigil-ok: go.unsafe-block
	return *(*string)(unsafe.Pointer(&b))
}

func StringToBytes(s string) []byte {
	// vigil-ok: go.unsafe-block
	return unsafe.Slice(unsafe.StringData(s), len(s))
}

func Next(p *byte) *byte {
	// vigil: go.unsafe-block
	return (*byte)(unsafe.Add(unsafe.Pointer(p), 1))
}

func Field(p *[4]int64) *int64 {
	// vigil: go.unsafe-block
	return (*int64)(unsafe.Pointer(uintptr(unsafe.Pointer(p)) + 8))
}

func Size() uintptr {
	// vigil-ok: go.unsafe-block
	return unsafe.Sizeof(int64(0))
}

func StringToBytesOld(s string) []byte {
	// vigil-ok: go.unsafe-block
	return *(*[]byte)(unsafe.Pointer(
		&struct {
			string
			Cap int
		}{s, len(s)},
	))
}

func Shifted(b []byte) string {
	// vigil: go.unsafe-block
	return *(*string)(unsafe.Pointer(uintptr(unsafe.Pointer(&b)) + 8))
}

func DriveStrings(proc *windows.LazyProc) []byte {
	buffer := [1024]byte{}
	size := uint32(len(buffer))
	// vigil-ok: go.unsafe-block
	proc.Call(uintptr(unsafe.Pointer(&size)), uintptr(unsafe.Pointer(&buffer)))
	return buffer[:size]
}

func Control(h windows.Handle, code uint32, req *request) error {
	var n uint32
	// vigil-ok: go.unsafe-block
	return windows.DeviceIoControl(h, code, (*byte)(unsafe.Pointer(req)), uint32(unsafe.Sizeof(*req)), nil, 0, &n, nil)
}

func Past(proc *windows.LazyProc, b []byte) {
	// vigil: go.unsafe-block
	proc.Call(uintptr(unsafe.Pointer(&b[0])) + 8)
}
