<?php

namespace App\Http\Controllers;

use App\Support\ExportPaths;
use Illuminate\Http\Request;

class ExportController extends Controller
{
    public function download(Request $request)
    {
        $customer = $request->input('customer');
        // vigil: php.path-traversal
        $csv = file_get_contents(ExportPaths::forCustomer($customer));
        // vigil-ok: php.path-traversal
        $ok = file_get_contents(ExportPaths::forCustomer(ExportPaths::safeName($customer)));
        return response()->json(['rows' => substr_count($csv . $ok, "\n")]);
    }
}
