<?php
$ch = curl_init('https://api.example.com/v1/orders');
// vigil: php.tls-verify-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);
// vigil: php.tls-verify-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 0);
// vigil-ok: php.tls-verify-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);

$ctx = stream_context_create(['ssl' => [
    // vigil: php.tls-verify-disabled
    'verify_peer' => false,
    // vigil-ok: php.tls-verify-disabled
    'cafile' => '/etc/ssl/internal-ca.pem',
]]);

// vigil: php.tls-verify-disabled
$client = new GuzzleHttp\Client(['verify' => false]);
