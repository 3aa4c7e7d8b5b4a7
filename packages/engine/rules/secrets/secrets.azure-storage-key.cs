class Storage {
    // vigil: secrets.azure-storage-key
    const string Conn = "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=qtc4xatws8phP9nhFyJfm5di4PzJ59FHz5r1pY4OjE2jBMptUsGr7CmY+uCu3ZR1zTOlUcR64cXQLioDnkHIfx==;EndpointSuffix=core.windows.net";
    // vigil-ok: secrets.azure-storage-key
    static string FromConfig => System.Environment.GetEnvironmentVariable("AZURE_STORAGE");
    // vigil-ok: secrets.azure-storage-key
    const string Dev = "DefaultEndpointsProtocol=https;AccountName=devstoreaccount1;AccountKey=<your-account-key>";
}
