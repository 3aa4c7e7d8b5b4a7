// vigil: secrets.jwt-token
const serviceToken: string = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtYmlsbGluZyIsInJvbGUiOiJhZG1pbiJ9.E56w8ZniqT3Ul4ffqkOkgWrdioyq_KvCiSGuPJ6sG9A";
// vigil-ok: secrets.jwt-token
const header: string = "eyJhbGciOiJIUzI1NiJ9";
