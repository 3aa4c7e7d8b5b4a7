<?php
// The account form's input rules and the directory connection used to check a changed password.

class AccountFormController
{
    protected function inputRules(): array
    {
        return [
            'name' => 'string|db users.name',
            // vigil-ok: php.hardcoded-password
            'change_password' => 'in 0,1',
            // vigil-ok: php.hardcoded-password
            'new_password' => 'string|db users.passwd',
        ];
    }

    protected function directory(): array
    {
        return [
            'bind_dn' => 'cn=admin,dc=example,dc=org',
            // vigil: php.hardcoded-password
            'bind_password' => 'Vq7!dLx29pRw',
        ];
    }
}
